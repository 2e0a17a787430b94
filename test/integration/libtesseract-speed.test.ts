// native/tesseract-speed (issue 24 §1): the changes to libtesseract that make it faster must leave
// its results alone. The line finder's fast opening is checked against Leptonica's on random
// images (a C++ check built here), and this build's own CLI must print the same TSV (words, boxes,
// confidences, block/paragraph/line numbers) as Debian's `tesseract` on pages that go through
// every changed path: ruled lines (line finder), dense small print and two columns (rows of
// results restarted, the fixed-pitch test, the first convolution, Otsu's histogram).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPath } from '../../bench/_kit/child-processes.js';
import { buildAccuracySet, type AccuracyPage } from '../../bench/accuracy/set.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const run = promisify(execFile);
const native = fileURLToPath(new URL('../../native', import.meta.url));
const ourCli = join(native, 'tesseract/bin/tesseract');
const debianCli = '/usr/bin/tesseract';
const work = makeWorkDir();
const PAGES = new Set(['table', 'uk-08pt', 'en-10pt', 'two-column']);
let pages: AccuracyPage[] = [];

afterAll(() => work.cleanup());

describe.runIf(onPath('g++') !== undefined && onPath('pkg-config') !== undefined)('the line finder opening (brickmorph.h)', () => {
  it('equals pixOpenBrick bit for bit on random images, edges included', async () => {
    const binary = join(work.dir, 'brickmorph-check');
    const lept = (await run('pkg-config', ['--cflags', '--libs', 'lept'])).stdout.trim().split(/\s+/);
    const source = join(native, 'tesseract-speed/brickmorph-check.cc');
    await run('g++', ['-O2', '-std=c++17', source, '-o', binary, ...lept], { timeout: 120_000 });
    const { stdout } = await run(binary, [], { timeout: 60_000 });
    expect(stdout).toMatch(/^5400 cases, 0 differ$/m);
  }, 180_000);
});

describe.runIf(existsSync(ourCli) && existsSync(debianCli))("docrec's libtesseract against Debian's", () => {
  beforeAll(async () => {
    pages = await buildAccuracySet(work.dir, (name) => PAGES.has(name));
  }, 180_000);

  it('prints the same TSV as Debian tesseract on ruled, dense and two-column pages', async () => {
    expect(pages.map((p) => p.name).sort()).toEqual([...PAGES].sort());
    const tsv = async (cli: string, page: AccuracyPage): Promise<string> =>
      (
        await run(cli, [page.path, '-', '-l', page.tesseract, 'tsv'], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          maxBuffer: 64 << 20,
        })
      ).stdout;
    for (const page of pages) {
      const ours = await tsv(ourCli, page);
      expect(ours.split('\n').length, `${page.name}: words read`).toBeGreaterThan(50);
      expect(ours, page.name).toBe(await tsv(debianCli, page));
    }
  }, 240_000);
});
