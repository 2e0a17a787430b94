// A 300-page scanned PDF (about 75 MB) becomes searchable with memory that does not follow the
// file's size: the writer streams the original in chunks and holds one page's objects at a time.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredPageLayout } from '../../src/layout/page-layout.js';
import { jpegXObject } from '../../src/layout/image-xobject.js';
import { PdfObjectWriter } from '../../src/layout/pdf-objects.js';
import { searchablePdf } from '../../src/layout/searchable-pdf.js';
import { knownPage, ocrGeometry, type KnownPage } from '../fixtures/layout-documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const PAGES = 300;
const work = makeWorkDir();
let known: KnownPage;
let input: string;

/** PAGES pages, each its own copy of a noisy 300 DPI JPEG scan (about 250 KB a page). */
function bigScannedPdf(): string {
  const jpeg = join(work.dir, 'noisy.jpg');
  execFileSync('convert', [known.png, '-resize', '200%', '-attenuate', '0.3', '+noise', 'Gaussian', '-colorspace', 'Gray', '-quality', '60', jpeg]);
  const image = jpegXObject(readFileSync(jpeg));
  const w = (image.width * 72) / 300;
  const h = (image.height * 72) / 300;
  const path = join(work.dir, 'big.pdf');
  const fd = openSync(path, 'w');
  const out = new PdfObjectWriter(0, 3);
  out.raw('%PDF-1.7\n');
  const kids: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    const [xobject, contents, page] = [out.allocate(), out.allocate(), out.allocate()];
    out.stream(xobject, image.dict, image.data);
    out.stream(contents, '', Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`));
    out.object(page, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 ${xobject} 0 R >> >> /Contents ${contents} 0 R >>`);
    kids.push(page);
    writeSync(fd, out.take());
  }
  out.object(2, `<< /Type /Pages /Count ${PAGES} /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] >>`);
  out.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  out.xrefTable('/Root 1 0 R', true);
  writeSync(fd, out.take());
  closeSync(fd);
  return path;
}

beforeAll(() => {
  known = knownPage(work.dir);
  input = bigScannedPdf();
}, 120_000);
afterAll(() => work.cleanup());

it(`streams a ${PAGES}-page scanned PDF with bounded memory`, async () => {
  const inputSize = statSync(input).size;
  expect(inputSize).toBeGreaterThan(60 * 2 ** 20);
  const asked: number[] = [];
  const layout = async (n: number): Promise<StoredPageLayout> => {
    asked.push(n);
    return { page: n, method: 'ocr', failed: false, geometry: ocrGeometry(595, 842, 300), lines: known.lines };
  };
  const before = process.memoryUsage().rss;
  let peak = before;
  let size = 0;
  const hash = createHash('sha256');
  for await (const chunk of searchablePdf({ path: input, contentType: 'application/pdf' }, PAGES, layout)) {
    size += chunk.length;
    hash.update(chunk);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const growthMiB = (peak - before) / 2 ** 20;
  expect(asked).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
  expect(size).toBeGreaterThan(inputSize);
  // Generous for a loaded machine, yet well below the file: holding the output would cost 75 MB.
  expect(growthMiB).toBeLessThan(48);
  console.log(`input ${(inputSize / 2 ** 20).toFixed(1)} MiB, output +${((size - inputSize) / 1024).toFixed(0)} KiB, RSS growth ${growthMiB.toFixed(1)} MiB`);
}, 120_000);
