// native/with-allocator.sh, the launcher of `npm start`, the container image and `npm run bench`:
// where libjemalloc2 is installed, the server it execs runs on jemalloc (LD_PRELOAD), with big
// allocations kept in the reusing arenas (MALLOC_CONF), and reads a page as usual; the bench's
// peers (raw tesseract, OCRmyPDF) are run without it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { peerEnv } from '../../bench/_kit/peer-env.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';

const libDirs = readdirSync('/usr/lib', { withFileTypes: true }).filter((d) => d.isDirectory() && d.name.endsWith('-linux-gnu'));
const jemalloc = libDirs.map((d) => join('/usr/lib', d.name, 'libjemalloc.so.2')).find((p) => existsSync(p));
const work = makeWorkDir();
let serve: ServeProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  serve?.child.kill('SIGTERM');
  await serve?.exited;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  work.cleanup();
});

describe('the jemalloc launcher', () => {
  it('is how npm start and the bench start', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe('sh native/with-allocator.sh node dist/src/cli.js serve');
    expect(scripts.bench).toMatch(/&& sh native\/with-allocator\.sh node dist\/bench\/headline\/run\.js$/);
  });

  it.runIf(jemalloc !== undefined)(
    'serves on jemalloc and reads a page',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'docrec-allocator-'));
      serve = await serveProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, undefined, ['sh', 'native/with-allocator.sh']);
      const maps = readFileSync(`/proc/${serve.child.pid}/maps`, 'utf8');
      expect(maps).toContain(jemalloc);
      // Big allocations (a page's pixels) stay in the arenas that reuse freed pages.
      const environ = readFileSync(`/proc/${serve.child.pid}/environ`, 'utf8').split('\0');
      expect(environ).toContain('MALLOC_CONF=oversize_threshold:0');
      const api = { url: serve.url, secretKey: serve.secretKey! };
      const page = renderPage(work.dir, 'allocator', ENGLISH_TEXT);
      const doc = await waitForDocument(api, (await uploadFile(api, page.png)).json.id);
      expect(doc).toMatchObject({ status: 'completed', pages_failed: 0 });
      expect(cer(doc.result.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
    },
    120_000,
  );

  it.runIf(jemalloc !== undefined)('leaves a MALLOC_CONF the caller set as it is', () => {
    const seenBy = (env: NodeJS.ProcessEnv): string =>
      execFileSync('sh', ['native/with-allocator.sh', 'sh', '-c', 'echo "$MALLOC_CONF"'], { env, encoding: 'utf8' }).trim();
    expect(seenBy({ ...process.env, MALLOC_CONF: 'narenas:2' })).toBe('narenas:2');
    const unset = { ...process.env };
    delete unset.MALLOC_CONF;
    expect(seenBy(unset)).toBe('oversize_threshold:0');
  });

  it('keeps the preload from the peers the bench compares with', () => {
    process.env.LD_PRELOAD = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
    try {
      const env = peerEnv({ OMP_THREAD_LIMIT: '1' });
      expect(env.LD_PRELOAD).toBeUndefined();
      expect(env.OMP_THREAD_LIMIT).toBe('1');
      expect(env.PATH).toBe(process.env.PATH);
    } finally {
      delete process.env.LD_PRELOAD;
    }
  });
});
