// What the searchable-PDF writer costs: milliseconds per page to generate and how much bigger the
// output is than the upload, for a scanned PDF (dense A4 pages at 300 DPI as JPEG, as scanners
// write them; and as Flate-compressed PNG pages, as mupdf writes them) and for image uploads (one
// JPEG page, one PNG page: embedded as they are; an 8-page TIFF: decoded and deflated). Layouts
// are made from each page's known text (about 500 words a page, boxes laid out line by line as the
// page is drawn): no OCR runs, only the writer is timed.
//
//   npm run bench:searchable-pdf
//
// Environment (all optional):
//   BENCH_PAGES    pages in the scanned PDFs (default 100; 8 distinct pages repeated)
//   BENCH_REPEAT   timed runs of each case after one untimed warm-up (default 3)
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LayoutLine, StoredPageLayout } from '../../src/layout/page-layout.js';
import { searchablePdf } from '../../src/layout/pdf/searchable-pdf.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { factsLines, machineFacts } from '../_kit/machine-facts.js';
import { fmt, percentile } from '../_kit/stats.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { imagePdf } from '../_kit/sample-pdfs.js';
import { makeDensePages, PAGE_HEIGHT, PAGE_WIDTH } from '../_kit/dense-pages.js';
import { writeJpegScanPdf } from '../_kit/jpeg-scan-pdf.js';

const run = promisify(execFile);

/** The page's lines as boxes where renderDensePage draws them (11 pt DejaVu at 300 DPI). */
function layoutFor(text: string, page: number, unit: 'pt' | 'px'): StoredPageLayout {
  const em = (11 / 72) * 300;
  const advance = em * 0.6;
  const lineHeight = em * 1.15 + 12;
  const lines: LayoutLine[] = text.split('\n').map((lineText, i) => {
    const top = 260 - em + i * lineHeight;
    let x = 180;
    const words = lineText.split(' ').map((word) => {
      const box = [x / PAGE_WIDTH, top / PAGE_HEIGHT, (x + word.length * advance) / PAGE_WIDTH, (top + em) / PAGE_HEIGHT];
      x += (word.length + 1) * advance;
      return { text: word, bbox: box.map((v) => Math.round(v * 10_000) / 10_000) as LayoutLine['bbox'], confidence: 0.93 };
    });
    return {
      text: lineText,
      bbox: [words[0]!.bbox[0], words[0]!.bbox[1], words.at(-1)!.bbox[2], words[0]!.bbox[3]],
      confidence: 0.93,
      block: 0,
      paragraph: 0,
      words,
    };
  });
  const size = unit === 'pt' ? { width: 595.2, height: 841.92 } : { width: PAGE_WIDTH, height: PAGE_HEIGHT };
  return { page, method: 'ocr', failed: false, geometry: { ...size, unit, rotation: 0, dpi: 300 }, lines };
}

interface CaseResult {
  name: string;
  pages: number;
  inputBytes: number;
  outputBytes: number;
  growthPercent: number;
  msPerPage: { median: number; runs: number[] };
  rssGrowthMiB: number;
}

async function measure(
  name: string,
  path: string,
  contentType: string,
  pages: number,
  texts: string[],
  unit: 'pt' | 'px',
  repeat: number,
): Promise<CaseResult> {
  const layouts = texts.map((t, i) => layoutFor(t, i + 1, unit));
  const layout = (n: number) => Promise.resolve({ ...layouts[(n - 1) % layouts.length]!, page: n });
  const runs: number[] = [];
  let outputBytes = 0;
  let rssGrowth = 0;
  for (let r = 0; r <= repeat; r++) {
    const before = process.memoryUsage().rss;
    let peak = before;
    let size = 0;
    const started = performance.now();
    for await (const chunk of searchablePdf(
      { path, contentType },
      Array.from({ length: pages }, (_, i) => i + 1),
      layout,
    )) {
      size += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const ms = performance.now() - started;
    if (r > 0) runs.push(ms / pages);
    outputBytes = size;
    rssGrowth = Math.max(rssGrowth, (peak - before) / 2 ** 20);
  }
  const inputBytes = (await stat(path)).size;
  progress(`${name}: ${fmt(percentile(runs, 50))} ms/page, +${fmt(((outputBytes - inputBytes) / inputBytes) * 100)}%`);
  return {
    name,
    pages,
    inputBytes,
    outputBytes,
    growthPercent: ((outputBytes - inputBytes) / inputBytes) * 100,
    msPerPage: { median: percentile(runs, 50), runs },
    rssGrowthMiB: rssGrowth,
  };
}

async function main() {
  runnerOptions({ usage: 'npm run bench:searchable-pdf: what the searchable-PDF writer costs per page (bench/searchable-pdf/run.ts)' });

  const facts = machineFacts();
  const pages = envNumber('BENCH_PAGES', 100);
  const repeat = envNumber('BENCH_REPEAT', 3);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-spdf-'));
  try {
    progress('rendering 8 dense pages…');
    const dense = await makeDensePages(dir, 8);
    const texts = dense.map((p) => p.text);
    const jpegs = await Promise.all(
      dense.map(async (p, i) => {
        const jpeg = join(dir, `scan-${i}.jpg`);
        await run('convert', [p.png, '-quality', '75', jpeg]);
        return jpeg;
      }),
    );
    const tiff = join(dir, 'scans.tif');
    await run('convert', [...dense.map((p) => p.png), '-compress', 'lzw', tiff]);
    const cycle = <T>(items: T[]): T[] => Array.from({ length: pages }, (_, i) => items[i % items.length]!);
    const jpegPdf = join(dir, 'scanned-jpeg.pdf');
    writeJpegScanPdf(jpegPdf, cycle(jpegs));
    const pngPdf = join(dir, 'scanned-png.pdf');
    // mupdf stores an image it has already added only once: one page per distinct scan.
    await writeFile(pngPdf, await imagePdf(dense.map((p) => p.png)));
    const results = [
      await measure(`scanned PDF, ${pages} JPEG pages`, jpegPdf, 'application/pdf', pages, texts, 'pt', repeat),
      await measure('scanned PDF, 8 Flate pages', pngPdf, 'application/pdf', 8, texts, 'pt', repeat * 10),
      await measure('JPEG image, 1 page', jpegs[0]!, 'image/jpeg', 1, texts, 'px', repeat * 10),
      await measure('PNG image, 1 page', dense[0]!.png, 'image/png', 1, texts, 'px', repeat * 10),
      await measure('TIFF image (LZW), 8 pages: decoded and deflated', tiff, 'image/tiff', 8, texts, 'px', repeat),
    ];
    const rows = results.map(
      (r) =>
        `| ${r.name} | ${fmt(r.msPerPage.median)} | ${fmt(r.inputBytes / 2 ** 20)} | ` +
        `${fmt(r.outputBytes / 2 ** 20)} | ${fmt(r.growthPercent)}% | ${fmt(r.rssGrowthMiB, 1)} |`,
    );
    const md = [
      '# Searchable PDF writer',
      '',
      `A4 pages at 300 DPI with about 500 words each (layouts from the known text, no OCR); median of ${repeat} runs after a warm-up (image cases: ${repeat * 10}).`,
      'Targets: < 10 ms per page, < 5% growth for scanned PDFs.',
      '',
      '| case | ms/page | input MiB | output MiB | growth | RSS growth MiB |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      ...factsLines(facts),
    ].join('\n');
    await writeResults('searchable-pdf', { facts, pages, repeat, results }, md);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('searchable-pdf', main);
