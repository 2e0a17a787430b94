// loadConfig against API.md's "Configuration" table: every default, a frozen result, and a
// one-line ConfigError naming the variable for each bad value, also through `docrec serve`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { usableCores } from '../../src/cpu-quota.js';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cliPath = join(root, 'dist/src/cli.js');

describe('loadConfig defaults (API.md "Configuration")', () => {
  const config = loadConfig({});

  it('uses the documented defaults when nothing is set', () => {
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      ocrThreads: usableCores(),
      ocrEngine: 'auto',
      ocrLanguages: ['eng', 'ukr'],
      maxFileBytes: 104_857_600,
      maxPages: 2000,
      partialPages: 10,
      pageTimeoutMs: 120_000,
      jobLeaseMs: 30_000,
      maxPixels: 100_000_000,
      minFreeDiskBytes: 1_073_741_824,
      webhookRetryDelaysMs: [30_000, 300_000, 1_800_000, 7_200_000],
      webhookTimeoutMs: 10_000,
      webhookAllowPrivate: false,
      logLevel: 'info',
      tessdataDir: undefined,
      storage: undefined,
      publicUrl: undefined,
      documentRetentionMs: undefined,
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '', WEBHOOK_RETRY_DELAYS: '', DATABASE_URL: '' })).toEqual(config);
  });

  it('reads only the env object it is given, never process.env', () => {
    const saved = process.env.PORT;
    process.env.PORT = '1234';
    try {
      expect(loadConfig({}).port).toBe(8080);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });

  it('is frozen, retry delays included', () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.webhookRetryDelaysMs)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(() => (config.webhookRetryDelaysMs as number[]).push(1)).toThrow(TypeError);
  });
});

describe('loadConfig with values set', () => {
  it('parses every variable', () => {
    const c = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/docrec',
      DATABASE_URL: 'postgres://u@db:5432/docrec',
      REDIS_URL: 'rediss://cache:6380',
      OCR_THREADS: '3',
      OCR_ENGINE: 'CLI',
      MAX_FILE_BYTES: '1024',
      MAX_PAGES: '5',
      PARTIAL_PAGES: '2',
      PAGE_TIMEOUT_MS: '500',
      JOB_LEASE_MS: '2000',
      MAX_PIXELS: '4000000',
      MIN_FREE_DISK_BYTES: '0',
      WEBHOOK_RETRY_DELAYS: '500ms, 2s,1m,1h',
      WEBHOOK_TIMEOUT_MS: '250',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'silent',
      TESSDATA_PREFIX: '/usr/share/tessdata',
    });
    expect(c).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/docrec',
      databaseUrl: 'postgres://u@db:5432/docrec',
      redisUrl: 'rediss://cache:6380',
      ocrThreads: 3,
      ocrEngine: 'cli',
      maxFileBytes: 1024,
      maxPages: 5,
      partialPages: 2,
      pageTimeoutMs: 500,
      jobLeaseMs: 2000,
      maxPixels: 4_000_000,
      minFreeDiskBytes: 0,
      webhookRetryDelaysMs: [500, 2000, 60_000, 3_600_000],
      webhookTimeoutMs: 250,
      webhookAllowPrivate: true,
      logLevel: 'silent',
      tessdataDir: '/usr/share/tessdata',
    });
  });

  it('accepts postgresql:// and redis://, and 1/0 for booleans', () => {
    const c = loadConfig({ DATABASE_URL: 'postgresql://x/y', REDIS_URL: 'redis://r', WEBHOOK_ALLOW_PRIVATE: '1' });
    expect(c.databaseUrl).toBe('postgresql://x/y');
    expect(c.redisUrl).toBe('redis://r');
    expect(c.webhookAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '0' }).webhookAllowPrivate).toBe(false);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/x' }).dataDir).toBe(resolve('var/x'));
  });
});

describe('object storage and retention (STORAGE_URL, AWS_*, DOCUMENT_RETENTION)', () => {
  it('reads s3://BUCKET/PREFIX with the AWS_* variables', () => {
    const c = loadConfig({
      STORAGE_URL: 's3://docrec-files/prod/eu/',
      AWS_REGION: 'eu-central-1',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c.storage).toEqual({
      bucket: 'docrec-files',
      prefix: 'prod/eu',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI' },
    });
    expect(Object.isFrozen(c.storage)).toBe(true);
  });

  it('defaults to no prefix, us-east-1, virtual-host style and the SDK credential chain', () => {
    expect(loadConfig({ STORAGE_URL: 's3://docrec' }).storage).toEqual({
      bucket: 'docrec', prefix: '', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, credentials: undefined,
    });
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'x' }).storage).toBeUndefined();
  });

  it('refuses one AWS key without the other, without echoing either', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://b1b', AWS_SECRET_ACCESS_KEY: 'hunter2secret' })).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => loadConfig({ STORAGE_URL: 's3://b1b', AWS_SECRET_ACCESS_KEY: 'hunter2secret' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ STORAGE_URL: 's3://b1b', AWS_ACCESS_KEY_ID: 'AKID' })).toThrow(ConfigError);
  });

  it('reads DOCUMENT_RETENTION in ms, s, m, h and d', () => {
    expect(loadConfig({ DOCUMENT_RETENTION: '30d' }).documentRetentionMs).toBe(30 * 86_400_000);
    expect(loadConfig({ DOCUMENT_RETENTION: '2s' }).documentRetentionMs).toBe(2000);
    expect(loadConfig({ DOCUMENT_RETENTION: '12h' }).documentRetentionMs).toBe(12 * 3_600_000);
    expect(loadConfig({ DOCUMENT_RETENTION: '' }).documentRetentionMs).toBeUndefined();
  });

  it('still refuses days in WEBHOOK_RETRY_DELAYS (API.md: ms/s/m/h)', () => {
    expect(() => loadConfig({ WEBHOOK_RETRY_DELAYS: '1d' })).toThrow(/WEBHOOK_RETRY_DELAYS/);
  });

  it('accepts OCR_THREADS=0 (an API node)', () => {
    expect(loadConfig({ OCR_THREADS: '0' }).ocrThreads).toBe(0);
  });
});

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
    ['WEBHOOK_RETRY_DELAYS', '5 years'],
    ['WEBHOOK_RETRY_DELAYS', '30s,,5d'],
    ['WEBHOOK_RETRY_DELAYS', ','],
    ['LOG_LEVEL', 'loud'],
    ['WEBHOOK_ALLOW_PRIVATE', 'maybe'],
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
