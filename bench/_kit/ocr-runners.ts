// The ways a set of page images can be recognized, each timed the same way (wall time from the
// first page handed over to the last result): the raw `tesseract` CLI, the worker pool with either
// engine, and the whole API. Raw CLI and pool runs keep exactly `threads` pages in flight, as the
// scheduler does, so no page waits in a queue while its time limit runs.
import { spawn } from 'node:child_process';
import { peerEnv } from './peer-env.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { PageResult, PageTimings } from '../../src/ocr/pool/page-task.js';
import { upload, waitCompleted } from './api-client.js';
import type { BenchServer } from './bench-server.js';

export interface RunResult {
  wallMs: number;
  texts: string[];
  /** Time each page kept its thread (or process) busy. */
  pageMs: number[];
  timings?: PageTimings[];
  methods?: string[];
}

/** Runs `work` over `items` with at most `concurrency` in flight, results in item order. */
export async function workQueue<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}

/**
 * `tesseract page.png stdout -l eng --oem 1 --psm 3`, OMP_THREAD_LIMIT as the CLI engine sets it;
 * `binary` another build of the CLI (native/tesseract/bin/tesseract).
 */
export function rawTesseract(
  png: string,
  languages: string,
  tessdataDir: string | undefined,
  binary = 'tesseract',
): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  const args = [png, 'stdout', '-l', languages, '--oem', '1', '--psm', '3'];
  if (tessdataDir) args.push('--tessdata-dir', tessdataDir);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      env: peerEnv({ OMP_THREAD_LIMIT: process.env.OMP_THREAD_LIMIT ?? '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${binary} ${args.join(' ')} exited ${code}: ${err}`));
      resolve({ text: Buffer.concat(out).toString('utf8'), ms: performance.now() - started });
    });
  });
}

export async function runRaw(pngs: string[], threads: number, tessdataDir: string | undefined): Promise<RunResult> {
  const started = performance.now();
  const results = await workQueue(pngs, threads, (png) => rawTesseract(png, 'eng', tessdataDir));
  return { wallMs: performance.now() - started, texts: results.map((r) => r.text), pageMs: results.map((r) => r.ms) };
}

interface PoolPage {
  path: string;
  page: number;
}

function okPage(result: PageResult, where: string): Extract<PageResult, { ok: true }> {
  if (!result.ok) throw new Error(`${where}: ${result.code}: ${result.message}`);
  return result;
}

export async function runPool(pool: OcrPool, pages: PoolPage[], language: 'en' | null = 'en'): Promise<RunResult> {
  const started = performance.now();
  const results = await workQueue(pages, pool.threads, async (p) =>
    okPage(
      await pool.page({
        path: p.path,
        page: p.page,
        languages: language === 'en' ? 'eng' : 'ukr+eng',
        requestedLanguage: language,
        maxPixels: 100_000_000,
        timeoutMs: 120_000,
      }),
      `${p.path} page ${p.page}`,
    ),
  );
  return {
    wallMs: performance.now() - started,
    texts: results.map((r) => r.text),
    pageMs: results.map((r) => r.timings.openMs + r.timings.renderMs + r.timings.decideMs + r.timings.recognizeMs),
    timings: results.map((r) => r.timings),
    methods: results.map((r) => r.method),
  };
}

/** Uploads each file (in turn, as one client would), then waits for all: first upload to last completed_at. */
export async function runApi(
  bench: BenchServer,
  files: string[],
  language: string | undefined,
): Promise<RunResult & { ids: string[]; uploadMs: number; latencyMs: number[] }> {
  const uploads = [];
  for (const file of files) uploads.push(await upload(bench, file, language));
  const docs = await waitCompleted(
    bench,
    uploads.map((u) => u.id),
    30 * 60_000,
  );
  const first = uploads[0]!.startedAt;
  const last = Math.max(...docs.map((d) => Date.parse(d.completed_at!)));
  return {
    ids: uploads.map((u) => u.id),
    wallMs: last - first,
    uploadMs: uploads.at(-1)!.acceptedAt - first,
    texts: docs.map((d) => d.result?.text ?? ''),
    pageMs: [],
    latencyMs: docs.map((d) => Date.parse(d.completed_at!) - Date.parse(d.created_at)),
  };
}
