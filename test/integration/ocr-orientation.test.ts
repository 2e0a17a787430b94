// Page orientation (Tesseract OSD) in both engines: a page ImageMagick turned
// clockwise comes back with the clockwise turn that undoes it, and undoing it
// makes the page readable. Also times OSD against recognition on the same page.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliEngine } from '../../src/ocr/engines/cli-engine.js';
import { NativeEngine } from '../../src/ocr/engines/native-engine.js';
import type { OcrEngine, RawImage } from '../../src/ocr/engines/ocr-engine.js';
import { ENGLISH_TEXT, UKRAINIAN_TEXT, cer, decodePng, makeWorkDir, renderPage, type Page } from '../fixtures/ocr/pages.js';

// Seven lines: OSD wants a few dozen characters before it answers at all.
const TEXT = `${ENGLISH_TEXT}\n${UKRAINIAN_TEXT}`;
const TURNS = [0, 90, 180, 270] as const;
const work = makeWorkDir();
const engines: OcrEngine[] = [new NativeEngine(), new CliEngine()];
const turned = new Map<number, Page>();
const timings: { engine: string; turn: number; osdMs: number; recognizeMs: number }[] = [];

/** Turns pixels clockwise by a multiple of 90 degrees (any bpp; rows come out unpadded). */
function rotateClockwise(image: RawImage, degrees: number): RawImage {
  const { width: w, height: h, bpp, stride, pixels } = image;
  const quarter = degrees === 90 || degrees === 270;
  const width = quarter ? h : w;
  const height = quarter ? w : h;
  const out = new Uint8Array(width * height * bpp);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] =
        degrees === 90 ? [h - 1 - y, x] : degrees === 180 ? [w - 1 - x, h - 1 - y] : degrees === 270 ? [y, w - 1 - x] : [x, y];
      out.set(pixels.subarray(y * stride + x * bpp, y * stride + (x + 1) * bpp), (ny * width + nx) * bpp);
    }
  }
  return { pixels: out, width, height, bpp, stride: width * bpp, dpi: image.dpi };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, Math.round(performance.now() - started)];
}

beforeAll(async () => {
  const upright = renderPage(work.dir, 'upright', TEXT, 1700, 900);
  for (const turn of TURNS) {
    const png = join(work.dir, `turned-${turn}.png`);
    execFileSync('convert', [upright.png, '-rotate', String(turn), png]); // -rotate turns clockwise
    turned.set(turn, { png, image: decodePng(png) });
  }
  // Models load outside the timings (the CLI engine loads them on every call anyway).
  const blank: RawImage = { pixels: new Uint8Array(400 * 100).fill(255), width: 400, height: 100, bpp: 1, stride: 400, dpi: 300 };
  await engines[0]!.recognize(blank, 'ukr+eng', 10_000);
  await engines[0]!.detectOrientation!(blank, 10_000);
});
afterAll(() => {
  for (const engine of engines) engine.close();
  work.cleanup();
  if (timings.length > 0) console.table(timings);
  for (const engine of ['native', 'cli']) {
    const mine = timings.filter((t) => t.engine === engine);
    const mean = (k: 'osdMs' | 'recognizeMs'): number => Math.round(mine.reduce((s, t) => s + t[k], 0) / mine.length);
    if (mine.length > 0) console.log(`${engine}: OSD ${mean('osdMs')} ms, recognition ${mean('recognizeMs')} ms per page (mean)`);
  }
});

it('turns pixels the way ImageMagick -rotate does (clockwise)', () => {
  for (const turn of TURNS) {
    const mine = rotateClockwise(turned.get(0)!.image, turn);
    const theirs = turned.get(turn)!.image;
    expect([mine.width, mine.height]).toEqual([theirs.width, theirs.height]);
    expect(Buffer.from(mine.pixels).equals(Buffer.from(theirs.pixels.subarray(0, mine.pixels.length)))).toBe(true);
  }
});

describe.each(engines.map((engine) => [engine.kind, engine] as const))('%s engine orientation', (kind, engine) => {
  it.each(TURNS)('a page turned %i degrees clockwise is turned back, then read with CER < 10%', async (turn) => {
    const page = turned.get(turn)!;
    const [orientation, osdMs] = await timed(() => engine.detectOrientation!(page.image, 20_000));
    expect(orientation.degrees).toBe((360 - turn) % 360);
    expect(orientation.confidence).toBeGreaterThan(5); // ~16 on this page
    const upright = rotateClockwise(page.image, orientation.degrees);
    const [result, recognizeMs] = await timed(() => engine.recognize(upright, 'ukr+eng', 20_000));
    expect(cer(result.text, TEXT)).toBeLessThan(0.1);
    timings.push({ engine: kind, turn, osdMs, recognizeMs });
  });

  it('reads a PNG file path too', async () => {
    expect(await engine.detectOrientation!({ pngPath: turned.get(90)!.png }, 20_000)).toMatchObject({ degrees: 270 });
  });

  it('answers 0 at confidence 0 when there is too little text', async () => {
    const blank: RawImage = { pixels: new Uint8Array(400 * 100).fill(255), width: 400, height: 100, bpp: 1, stride: 400, dpi: 300 };
    expect(await engine.detectOrientation!(blank, 20_000)).toEqual({ degrees: 0, confidence: 0 });
    const word = renderPage(work.dir, `word-${kind}`, 'Hello world 42', 600, 160);
    expect(await engine.detectOrientation!(word.image, 20_000)).toEqual({ degrees: 0, confidence: 0 });
  });

  it('rejects with ocr_timeout when OSD overruns the limit', async () => {
    await expect(engine.detectOrientation!(turned.get(180)!.image, 1)).rejects.toMatchObject({ code: 'ocr_timeout' });
  });

  it('rejects bad arguments before Tesseract sees them', async () => {
    const image = turned.get(0)!.image;
    const bad: [unknown, number, RegExp][] = [
      [null, 1000, /image must be/],
      [{ ...image, bpp: 2 }, 1000, /bpp must be 1, 3 or 4/],
      [{ ...image, height: image.height + 1 }, 1000, /stride \* height needs/],
      [{ ...image, dpi: 50 }, 1000, /dpi must be/],
      [image, 0, /timeoutMs must be/],
    ];
    for (const [input, timeout, message] of bad) {
      await expect(engine.detectOrientation!(input as RawImage, timeout)).rejects.toMatchObject({
        code: 'ocr_invalid_argument',
        message: expect.stringMatching(message),
      });
    }
  });
});

describe('native OrientationDetector lifetime', () => {
  it('is ended by the environment cleanup hook when a Worker exits with it open', async () => {
    const page = turned.get(270)!.image;
    // eval: CommonJS, so the worker can require the one loader directly.
    const code = `
      const { parentPort, workerData: { loader, image } } = require('node:worker_threads');
      const { OrientationDetector } = require(loader);
      const detector = new OrientationDetector(); // never closed: left to the hook
      const found = detector.detect(image.pixels, image.width, image.height, image.bpp, image.stride, image.dpi);
      parentPort.postMessage(found);`;
    const loader = fileURLToPath(new URL('../../native/index.cjs', import.meta.url));
    const worker = new Worker(code, { eval: true, workerData: { loader, image: page } });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const found = await new Promise((resolve) => worker.once('message', resolve));
    expect(found).toMatchObject({ degrees: 90, script: 'Latin' });
    expect(await exited).toBe(0);
    // The addon still works in this thread afterwards.
    expect(await engines[0]!.detectOrientation!(page, 20_000)).toMatchObject({ degrees: 90 });
  });
});
