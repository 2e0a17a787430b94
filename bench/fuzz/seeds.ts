// The fuzz corpus's seeds: pages of the accuracy set (bench/accuracy/set.ts, drawn by
// ImageMagick) cut to a strip of their top, so one input is recognised in well under a second
// and many run per minute, written as every image format the server reads (PNG, JPEG, TIFF
// LZW and Group 4, GIF, BMP; not WebP, which MuPDF 1.28 cannot read, README); and the PDFs the other benches make (a born-digital page
// with a text layer from sample-pdfs.ts, scans with a Flate image and with a JPEG as scanners
// write them). The control document every worker check reads is one of these strips, unmutated.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAccuracySet } from '../accuracy/set.js';
import { writeJpegScanPdf } from '../_kit/jpeg-scan-pdf.js';
import { imagePdf, textPdf } from '../_kit/sample-pdfs.js';

const run = promisify(execFile);

export interface Seed {
  name: string;
  kind: 'pdf' | 'png' | 'jpeg' | 'tiff' | 'gif' | 'bmp';
  bytes: Buffer;
}

/** The accuracy pages the seeds are cut from: text at two sizes, a table, a fax, a near-blank page. */
const FULL_PAGES = ['en-16pt', 'table', 'fax-150dpi', 'near-blank'];
/** The smoke test's page: one, for a start within seconds. */
const QUICK_PAGES = ['en-16pt'];

/** Image formats per strip: [file suffix, kind, ImageMagick options]. */
const FORMATS: [string, Seed['kind'], string[]][] = [
  ['png', 'png', []],
  ['jpg', 'jpeg', ['-quality', '75']],
  ['lzw.tif', 'tiff', ['-compress', 'LZW']],
  ['g4.tif', 'tiff', ['-threshold', '50%', '-type', 'Bilevel', '-compress', 'Group4']],
  ['gif', 'gif', []],
  // BMP3: the Windows 3 header. ImageMagick's default V4 header gives a bilevel page bit masks
  // MuPDF 1.28 refuses ("unsupported 8 bit red mask"): that seed would only fuzz a refusal.
  ['bmp', 'bmp', ['BMP3:']],
];

/** Draws the seeds into `dir`; `quick` draws one page and fewer formats (the smoke test). */
export async function buildSeeds(dir: string, quick = false): Promise<{ seeds: Seed[]; control: Seed }> {
  const pages = await buildAccuracySet(dir, (name) => (quick ? QUICK_PAGES : FULL_PAGES).includes(name));
  const seeds: Seed[] = [];
  const formats = quick ? FORMATS.filter(([suffix]) => ['png', 'jpg', 'lzw.tif'].includes(suffix)) : FORMATS;
  for (const page of pages) {
    const strip = join(dir, `${page.name}-strip.png`);
    // The top fifth of the left half: the first lines of text, the table's header, the near-blank page's heading.
    await run('convert', [page.path, '-gravity', 'North', '-crop', '50%x18%+0+0', '+repage', strip]);
    for (const [suffix, kind, options] of formats) {
      const path = join(dir, `${page.name}.${suffix}`);
      // An option ending in ':' is ImageMagick's output format prefix.
      const prefix = options.filter((o) => o.endsWith(':')).join('');
      await run('convert', [strip, ...options.filter((o) => !o.endsWith(':')), `${prefix}${path}`]);
      seeds.push({ name: `${page.name}.${suffix}`, kind, bytes: await readFile(path) });
    }
  }
  const scanPng = join(dir, `${pages[0]!.name}-strip.png`);
  const scanJpg = join(dir, `${pages[0]!.name}.jpg`);
  seeds.push({ name: 'born-digital-1p.pdf', kind: 'pdf', bytes: textPdf(1).pdf });
  seeds.push({ name: 'scan-flate.pdf', kind: 'pdf', bytes: await imagePdf([scanPng]) });
  seeds.push({
    name: 'scan-jpeg.pdf',
    kind: 'pdf',
    bytes: await readFile(writeJpegScanPdf(join(dir, 'scan-jpeg.pdf'), [scanJpg, scanJpg])),
  });
  if (!quick) seeds.push({ name: 'born-digital-3p.pdf', kind: 'pdf', bytes: textPdf(3).pdf });
  const control = seeds.find((s) => s.name === `${pages[0]!.name}.png`)!;
  return { seeds, control };
}
