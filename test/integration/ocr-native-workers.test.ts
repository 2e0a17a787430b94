// The addon in worker threads (as piscina runs it), and proof that a recognition adds no threads:
// the addon links docrec's libtesseract (no OpenMP), and OMP_THREAD_LIMIT=1 reached libgomp.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NativeLayoutResult } from '../../native/index.js';
import { NativeEngine, loadAddon } from '../../src/ocr/engines/native-engine.js';
import { collectNativeLayout } from '../../src/ocr/engines/native-lines.js';
import type { RawImage } from '../../src/ocr/engines/ocr-engine.js';
import { ENGLISH_TEXT, UKRAINIAN_TEXT, cer, makeWorkDir, renderPage, shareImage, type Page } from '../fixtures/ocr/pages.js';

const workerUrl = new URL('../fixtures/ocr/recognize-worker.mjs', import.meta.url);
const probe = fileURLToPath(new URL('../fixtures/ocr/thread-probe.mjs', import.meta.url));
const work = makeWorkDir();
let english: Page;
let ukrainian: Page;

interface WorkerReply {
  /** The addon's layout, structured-cloned out of the Worker. */
  result: NativeLayoutResult;
  limit: number;
}

const textOf = (reply: WorkerReply): string => collectNativeLayout(reply.result.layout).text;

function recognizeInWorker(languages: string, image: RawImage, close = true): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: { languages, image, close } });
    let reply: WorkerReply | undefined;
    worker.on('message', (msg: WorkerReply) => (reply = msg));
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 && reply ? resolve(reply) : reject(new Error(`worker exit ${code}`))));
  });
}

async function runProbe(env: NodeJS.ProcessEnv, mode = 'main'): Promise<{ limit: number; baseline: number; max: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, [probe, english.png, mode], { env, timeout: 20_000 });
  return JSON.parse(stdout) as { limit: number; baseline: number; max: number };
}

beforeAll(() => {
  english = renderPage(work.dir, 'english', ENGLISH_TEXT);
  ukrainian = renderPage(work.dir, 'ukrainian', UKRAINIAN_TEXT);
});
afterAll(() => work.cleanup());

describe('native addon in worker threads', () => {
  it('recognizes inside a Worker from a SharedArrayBuffer', async () => {
    const reply = await recognizeInWorker('eng', shareImage(english.image));
    expect(cer(textOf(reply), ENGLISH_TEXT)).toBeLessThan(0.05);
  });

  it('runs two Workers at once, each with its own engine', async () => {
    const [eng, ukr] = await Promise.all([
      recognizeInWorker('eng', shareImage(english.image)),
      recognizeInWorker('ukr', shareImage(ukrainian.image)),
    ]);
    expect(cer(textOf(eng), ENGLISH_TEXT)).toBeLessThan(0.05);
    expect(cer(textOf(ukr), UKRAINIAN_TEXT)).toBeLessThan(0.1);
  });

  it('ends an engine left open when its Worker exits or is terminated', async () => {
    // close: false leaves the engine to the environment cleanup hook.
    await recognizeInWorker('eng', shareImage(english.image), false);
    // Terminated mid-recognition: C++ then finds JS unable to run when it builds
    // the result. This aborted the whole process before the addon was built with
    // NODE_API_SWALLOW_UNTHROWABLE_EXCEPTIONS.
    const workerData = { languages: 'eng', image: english.image, repeat: 20, close: false, waitForGo: true };
    const worker = new Worker(workerUrl, { workerData });
    await new Promise((resolve) => worker.once('message', resolve)); // engine loaded
    worker.postMessage('go');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await worker.terminate()).toBe(1);
    // Still alive and the addon still works in this process afterwards.
    const reply = await recognizeInWorker('eng', english.image);
    expect(cer(textOf(reply), ENGLISH_TEXT)).toBeLessThan(0.05);
  });
});

describe('libtesseract and threads (fresh processes: libgomp reads OMP_THREAD_LIMIT once, at load)', () => {
  const { OMP_THREAD_LIMIT: _unset, ...cleanEnv } = process.env;

  it("links the libtesseract native/build-tesseract.sh built (setup builds it), not the distribution's", () => {
    expect(loadAddon().tesseractLibrary()).toMatch(/\/native\/tesseract\/lib\/libtesseract\.so\.5\.3\.0$/);
  });

  it("keeps the line images Tesseract cuts out uncompressed: libtesseract calls the addon's pixWriteMem", async () => {
    const addon = loadAddon();
    const before = addon.lineImagesKeptUncompressed();
    const result = await new NativeEngine(addon).recognize(english.image, 'eng', 60_000);
    expect(cer(result.text, ENGLISH_TEXT)).toBeLessThan(0.05);
    expect(addon.lineImagesKeptUncompressed() - before).toBeGreaterThanOrEqual(ENGLISH_TEXT.split('\n').length);
  });

  it('a recognition adds no threads, even where OMP_THREAD_LIMIT would allow four (that build has no OpenMP)', async () => {
    const [limited, unlimited] = await Promise.all([runProbe(cleanEnv), runProbe({ ...cleanEnv, OMP_THREAD_LIMIT: '4' })]);
    expect(limited.limit).toBe(1);
    expect(limited.max - limited.baseline).toBeLessThanOrEqual(1);
    // libgomp took the 4 (the distribution's libtesseract would start 3 more threads with it).
    expect(unlimited.limit).toBe(4);
    expect(unlimited.max - unlimited.baseline).toBeLessThanOrEqual(1);
  });

  it('is NOT applied when only a Worker loads the addon (its process.env is a copy)', async () => {
    // Why the pool sets OMP_THREAD_LIMIT in the main thread: the CLI fallback and an addon linked
    // to the distribution's libtesseract (when docrec's did not build) run OpenMP.
    const { limit } = await runProbe(cleanEnv, 'worker-first');
    expect(limit).toBeGreaterThan(1);
  });
});
