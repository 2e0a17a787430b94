// How much Tesseract depends on memory bandwidth, without hardware counters (this VM's perf has no
// cycles or cache-miss events): the mix is read by raw `tesseract`, one process at a time, three
// times: with nothing else of ours running, beside a thread that only computes (in registers), and
// beside a thread that streams memory (memcpy of 256 MiB buffers, far past every cache). If the
// pages slow down beside the streamer but not beside the spinner, they wait on memory; the
// streamer's own GB/s alone and beside Tesseract says how much of the path to memory one page takes.
import { Worker } from 'node:worker_threads';
import { rawTesseract } from '../_kit/ocr-runners.js';
import { cpuBetween, cpuSample } from './process-probe.js';
import type { MixPage } from './scaling-pages.js';

/** Streams until told to stop, then posts the bytes it moved (read + written) and the time. */
const STREAMER = `
const { parentPort } = require('node:worker_threads');
const a = Buffer.alloc(256 * 2 ** 20, 1), b = Buffer.alloc(256 * 2 ** 20);
let stop = false, bytes = 0;
parentPort.on('message', () => { stop = true; });
const started = performance.now();
(function loop() {
  for (let i = 0; i < 4 && !stop; i++) { a.copy(b); bytes += 2 * a.length; }
  if (stop) parentPort.postMessage({ bytes, ms: performance.now() - started }); else setImmediate(loop);
})();`;

/** Computes in registers until told to stop. */
const SPINNER = `
const { parentPort } = require('node:worker_threads');
let stop = false, x = 1;
parentPort.on('message', () => { stop = true; });
(function loop() {
  for (let i = 0; i < 5e6; i++) x = (x * 1103515245 + 12345) | 0;
  if (stop) parentPort.postMessage({ bytes: 0, ms: 0, x }); else setImmediate(loop);
})();`;

function startLoad(code: string): { stop(): Promise<{ gbPerS: number }> } {
  const worker = new Worker(code, { eval: true });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (m: { bytes: number; ms: number }) => {
          void worker.terminate();
          resolve({ gbPerS: m.ms > 0 ? m.bytes / 1e9 / (m.ms / 1000) : 0 });
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

interface Condition {
  /** Wall time of the mix read one page at a time. */
  ms: number;
  /** The streamer's bandwidth meanwhile (streamer only). */
  streamGbPerS?: number;
  foreignCores: number;
}

export interface BandwidthProbe {
  pages: number;
  alone: Condition;
  besideSpinner: Condition;
  besideStreamer: Condition;
  /** The streamer alone for 3 s: one core's memcpy bandwidth on this machine. */
  streamerAloneGbPerS: number;
}

async function readMix(pages: readonly MixPage[], tessdataDir: string | undefined, load?: string): Promise<Condition> {
  const running = load ? startLoad(load) : undefined;
  if (running) await new Promise((r) => setTimeout(r, 300)); // let it allocate and start
  const before = cpuSample(undefined);
  const started = performance.now();
  for (const page of pages) await rawTesseract(page.path, page.tesseract, tessdataDir);
  const ms = performance.now() - started;
  const cpu = cpuBetween(before, cpuSample(undefined));
  const stream = await running?.stop();
  // The load thread is this process's own CPU: one core while it ran, not someone else's.
  return { ms, ...(load === STREAMER ? { streamGbPerS: stream?.gbPerS } : {}), foreignCores: cpu.foreignCores };
}

export async function probeBandwidth(pages: readonly MixPage[], tessdataDir: string | undefined): Promise<BandwidthProbe> {
  const alone = await readMix(pages, tessdataDir);
  const besideSpinner = await readMix(pages, tessdataDir, SPINNER);
  const besideStreamer = await readMix(pages, tessdataDir, STREAMER);
  const streamer = startLoad(STREAMER);
  await new Promise((r) => setTimeout(r, 3000));
  const { gbPerS } = await streamer.stop();
  return { pages: pages.length, alone, besideSpinner, besideStreamer, streamerAloneGbPerS: gbPerS };
}
