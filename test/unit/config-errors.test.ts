// loadConfig refusing bad values: a one-line ConfigError naming the variable for each, a bad
// DATABASE_URL not echoed, and the same through `docrec serve` (one stderr line, non-zero exit).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cliPath = join(root, 'dist/src/cli.js');

describe('loadConfig refuses bad values', () => {
  const bad: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['MAX_FILE_BYTES', '-1'],
    ['MAX_FILE_BYTES', '0'],
    ['MAX_PAGES', '1e3'],
    ['OCR_THREADS', '-1'],
    ['OCR_THREADS', '257'],
    ['DOCUMENT_RETENTION', '30'],
    ['DOCUMENT_RETENTION', '0d'],
    ['DOCUMENT_RETENTION', '2w'],
    ['DOCUMENT_RETENTION', '1.5h'],
    ['STORAGE_URL', 'gs://bucket'],
    ['STORAGE_URL', 's3://'],
    ['STORAGE_URL', 's3://Bad_Bucket'],
    ['STORAGE_URL', 's3://bucket/../x'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['AWS_ENDPOINT_URL_S3', 'ftp://minio:9000'],
    ['AWS_ENDPOINT_URL_S3', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://x'],
    ['OCR_ENGINE', 'gpu'],
    ['OCR_SIMD', 'avx512'],
    ['OCR_SIMD', 'neon'],
    ['WEBHOOK_RETRY_DELAYS', '5 years'],
    ['WEBHOOK_RETRY_DELAYS', '30s,,5d'],
    ['WEBHOOK_RETRY_DELAYS', ','],
    ['LOG_LEVEL', 'loud'],
    ['WEBHOOK_ALLOW_PRIVATE', 'maybe'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '2001:db8::/129'],
    ['TRUST_PROXY', '127.0.0.1,10.0.0.0/8/1'],
    ['TRUST_PROXY', ' , '],
  ];

  it.each(bad)('%s=%s throws a one-line ConfigError naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
    expect((error as Error).name).toBe('ConfigError');
  });

  it('does not echo a bad DATABASE_URL that may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).not.toThrow(/hunter2/);
  });
});

describe('docrec serve with a bad value', () => {
  it('exits non-zero with one stderr line naming PORT', async () => {
    expect(existsSync(cliPath), `${cliPath} is missing: build first (npx tsc -p tsconfig.json)`).toBe(true);
    const dataDir = await mkdtemp(join(tmpdir(), 'docrec-config-'));
    try {
      const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
        const child = execFile(
          process.execPath,
          [cliPath, 'serve'],
          { env: { PATH: process.env.PATH ?? '', PORT: 'abc', DATA_DIR: dataDir }, timeout: 20_000 },
          (_err, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
        );
      });
      expect(result.code).not.toBe(0);
      expect(result.code).not.toBeNull();
      expect(result.stdout).toBe('');
      const lines = result.stderr.split('\n').filter((line) => line !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('PORT');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
