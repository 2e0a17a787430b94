// What collecting the page layout (lines and words with boxes) costs on the native path. The same
// dense pages are recognized, on one thread and from the same pixels, with the layout (the
// production path: the addon's result walk into flat arrays, then collectNativeLayout into
// PixelLines and the text) and without it (recognize(..., false): Tesseract's GetUTF8Text and the
// confidence walk, as before the layout existed; only this bench asks for it). Each round runs
// every page both ways, the order alternating, so drift in the machine's load falls on both.
//
//   npm run bench:layout-cost
//
// Environment (all optional):
//   BENCH_PAGES   dense A4 pages (default 4)
//   BENCH_ROUNDS  timed rounds after one untimed warm-up round (default 5)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from '../../native/index.js';
import { loadAddon } from '../../src/ocr/engines/native-engine.js';
import { collectNativeLayout } from '../../src/ocr/engines/native-lines.js';
import type { RawImage } from '../../src/ocr/engines/ocr-engine.js';
import { cer } from '../_kit/cer.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { makeDensePages } from '../_kit/dense-pages.js';
import { markdown, pairedSummary, type Sample } from './report.js';
import { decodePng } from '../_kit/png-pixels.js';

/** Wall and process CPU time of one call (the addon runs on this thread; OMP_THREAD_LIMIT is 1). */
function timed<T>(run: () => T): { value: T; wallMs: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** The production path: resultMs is the addon's walk, collectMs its JS part (flat arrays to PixelLines and text). */
function withLayout(engine: Engine, p: RawImage) {
  const result = engine.recognize(p.pixels, p.width, p.height, p.bpp as 1, p.stride, p.dpi, 600_000);
  const started = performance.now();
  const page = collectNativeLayout(result.layout);
  return { page, text: page.text, resultMs: result.resultMs, collectMs: performance.now() - started };
}

/** resultMs: GetUTF8Text and the confidence walk. */
function withoutLayout(engine: Engine, p: RawImage) {
  const { text, resultMs } = engine.recognize(p.pixels, p.width, p.height, p.bpp as 1, p.stride, p.dpi, 600_000, false);
  return { page: undefined, text, resultMs, collectMs: 0 };
}

async function main() {
  runnerOptions({
    usage: 'npm run bench:layout-cost: native recognition with and without collecting the page layout (bench/layout-cost/run.ts)',
  });

  const facts = machineFacts();
  const count = envNumber('BENCH_PAGES', 4);
  const rounds = envNumber('BENCH_ROUNDS', 5);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-layout-'));
  try {
    progress(`rendering ${count} dense pages…`);
    const pages = await makeDensePages(dir, count);
    const images = pages.map((p) => decodePng(p.png));
    const engine = new (loadAddon().Engine)('eng');
    const samples: Sample[] = [];
    const cloneMs: number[] = [];
    let words = 0;
    let lines = 0;
    let worstCer = 0;
    for (let round = 0; round <= rounds; round++) {
      progress(round === 0 ? 'warm-up round…' : `round ${round}/${rounds}…`);
      for (const [i, image] of images.entries()) {
        const layoutFirst = (round + i) % 2 === 0;
        const run = (layout: boolean) => (layout ? timed(() => withLayout(engine, image)) : timed(() => withoutLayout(engine, image)));
        const first = run(layoutFirst);
        const second = run(!layoutFirst);
        const [on, off] = layoutFirst ? [first, second] : [second, first];
        if (round === 0) continue;
        const page = on.value.page!;
        // What cloning its PixelLines costs the page worker's result on the way to the main thread.
        cloneMs.push(timed(() => structuredClone(page.lines)).wallMs);
        samples.push({
          page: i,
          round,
          withMs: on.wallMs,
          withoutMs: off.wallMs,
          withCpuMs: on.cpuMs,
          withoutCpuMs: off.cpuMs,
          withResultMs: on.value.resultMs,
          collectMs: on.value.collectMs,
          withoutResultMs: off.value.resultMs,
        });
        words = page.lines.reduce((n, l) => n + l.words.length, words);
        lines += page.lines.length;
        worstCer = Math.max(worstCer, cer(on.value.text, pages[i]!.text), cer(off.value.text, pages[i]!.text));
      }
    }
    engine.close();
    const summary = {
      benchmark: 'layout-cost',
      ...facts,
      engine: 'native',
      threads: 1,
      pages: count,
      rounds,
      pageSize: '2480x3508 gray, 300 dpi, 40 lines of 11 pt text',
      meanWordsPerPage: words / samples.length,
      meanLinesPerPage: lines / samples.length,
      worstCer,
      ...pairedSummary(samples, cloneMs),
      samples,
    };
    await writeResults('layout-cost', summary, markdown(summary));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('layout-cost', main);
