// The accuracy gate's two readers of one page: raw `tesseract` with the right single language
// (the baseline a user's own loop gets; its CPU is the child's user+sys from /usr/bin/time), and
// docrec's page worker in process without a language (its CPU from process.cpuUsage around it).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PageResult } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';
import type { AccuracyPage } from './set.js';

const run = promisify(execFile);

/** Every pack the gate lets docrec choose from when no language is requested. */
export const GATE_LANGUAGES = 'eng+ukr+deu+fra+pol+rus';

export interface RawReading {
  text: string;
  cpuMs: number;
  cached: boolean;
}

/**
 * `tesseract FILE - -l <page.tesseract> --psm 3`, one thread. With `cacheDir`, the text and CPU
 * are kept by the file's content hash and language, so repeated calibration runs skip it.
 */
export async function readRaw(page: AccuracyPage, cacheDir?: string): Promise<RawReading> {
  const key = cacheDir
    ? createHash('sha256')
        .update(await readFile(page.path))
        .update(`\0${page.tesseract}`)
        .digest('hex')
    : '';
  const cached = cacheDir ? join(cacheDir, `${key}.json`) : '';
  if (cacheDir) {
    try {
      return { ...(JSON.parse(await readFile(cached, 'utf8')) as Omit<RawReading, 'cached'>), cached: true };
    } catch {
      // not cached yet
    }
  }
  const { stdout, stderr } = await run(
    '/usr/bin/time',
    ['-f', 'CPU %U %S', 'tesseract', page.path, '-', '-l', page.tesseract, '--psm', '3'],
    { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 64 << 20 },
  );
  const times = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(stderr);
  if (!times) throw new Error(`no CPU times from /usr/bin/time for ${page.name}: ${stderr.slice(-300)}`);
  const reading = { text: stdout, cpuMs: Math.round((Number(times[1]) + Number(times[2])) * 1000) };
  if (cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, JSON.stringify(reading));
  }
  return { ...reading, cached: false };
}

export type DocrecReading = Extract<PageResult, { ok: true }> & { cpuMs: number };

/** docrec's worker on the page, in this thread, choosing among GATE_LANGUAGES itself. */
export async function readDocrec(
  path: string,
  languages = GATE_LANGUAGES,
  requestedLanguage: string | null = null,
): Promise<DocrecReading> {
  const before = process.cpuUsage();
  const r = await pageWorker({ kind: 'page', path, page: 1, languages, requestedLanguage, maxPixels: 1e8, timeoutMs: 300_000 });
  const used = process.cpuUsage(before);
  if (!r.ok || !('method' in r)) throw new Error(`docrec failed on ${path}: ${JSON.stringify(r)}`);
  return { ...r, cpuMs: Math.round((used.user + used.system) / 1000) };
}
