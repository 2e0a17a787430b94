// OCR_SIMD's promise (issue 24): the AVX-512 kernels and per-step loops added to libtesseract
// (native/tesseract-simd) give the same bits as the AVX2 path: on every accuracy page, docrec's
// page worker returns the same text, lines, words, boxes and confidences whichever kernel is forced. On a
// host without AVX-512 the same test proves those kernels are refused and the others still agree.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccuracySet, type AccuracyPage } from '../../bench/accuracy/set.js';
import { SIMD_KERNELS, type SimdKernelChoice } from '../../src/config/config.js';
import { loadAddon } from '../../src/ocr/engines/native-engine.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const run = promisify(execFile);
const FIXTURE = new URL('../fixtures/ocr/read-with-kernel.mjs', import.meta.url).pathname;
const work = makeWorkDir();
const kernels = loadAddon().simdKernels();
const supported = new Set<string>(kernels?.supported ?? []);
let pages: AccuracyPage[];
let pagesFile: string;

interface KernelRun {
  active: string;
  /** Whether choosing another kernel after the models loaded was refused. */
  switchRefused: boolean;
  results: Record<string, { ok: boolean; text?: string; lines?: unknown[] }>;
}

async function readWith(kernel: SimdKernelChoice, file = pagesFile): Promise<KernelRun> {
  const { stdout } = await run(process.execPath, [FIXTURE, kernel, file], { maxBuffer: 256 << 20, timeout: 240_000 });
  return JSON.parse(stdout) as KernelRun;
}

beforeAll(async () => {
  pages = await buildAccuracySet(work.dir);
  pagesFile = join(work.dir, 'pages.json');
  // The right single language, told: the kernels are compared, not the language choice.
  const list = pages.map((p) => ({ name: p.name, path: p.path, languages: p.tesseract, requestedLanguage: p.iso }));
  writeFileSync(pagesFile, JSON.stringify(list));
}, 180_000);
afterAll(() => work.cleanup());

describe.runIf(kernels !== null)("OCR_SIMD kernels (docrec's libtesseract)", () => {
  it('names every kernel it can run, best first, among the documented ones', () => {
    expect(kernels!.supported.length).toBeGreaterThan(0);
    for (const name of kernels!.supported) expect(SIMD_KERNELS).toContain(name);
    const order = kernels!.supported.map((k) => SIMD_KERNELS.indexOf(k));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(kernels!.active).toBe(kernels!.supported[0]);
  });

  it('refuses a kernel this CPU cannot run, and one that does not exist', async () => {
    for (const kernel of SIMD_KERNELS.filter((k) => !supported.has(k))) {
      await expect(readWith(kernel)).rejects.toThrow(/cannot run/);
    }
    await expect(readWith('avx1024' as SimdKernelChoice)).rejects.toThrow(/no SIMD kernel named/);
  });

  it.runIf(supported.has('avx2'))(
    'reads every accuracy page to the same bits with each AVX-512 kernel as with AVX2',
    async () => {
      const reference = await readWith('avx2');
      expect(reference.active).toBe('avx2');
      const read = Object.values(reference.results).filter((r) => r.ok && (r.lines?.length ?? 0) > 0);
      expect(read.length, 'pages with lines of words').toBeGreaterThanOrEqual(pages.length - 2);
      for (const kernel of (['avx512vnni', 'avx512bw'] as const).filter((k) => supported.has(k))) {
        const other = await readWith(kernel);
        expect(other.active).toBe(kernel);
        for (const page of pages) expect(other.results[page.name], `${kernel} on ${page.name}`).toEqual(reference.results[page.name]);
      }
    },
    600_000,
  );

  it.runIf(supported.has('avx2') && supported.has('sse'))(
    'reads a page the same with the SSE kernel, and refuses another kernel once models are loaded',
    async () => {
      const one = join(work.dir, 'one.json');
      const page = pages.find((p) => p.name === 'en-10pt')!;
      writeFileSync(one, JSON.stringify([{ name: page.name, path: page.path, languages: 'eng', requestedLanguage: 'en' }]));
      const [sse, avx2] = [await readWith('sse', one), await readWith('avx2', one)];
      expect(sse.active).toBe('sse');
      expect(sse.results).toEqual(avx2.results);
      // Weights are laid out for the kernel active when a model loads: no switching afterwards.
      expect([sse.switchRefused, avx2.switchRefused]).toEqual([true, true]);
    },
    240_000,
  );
});
