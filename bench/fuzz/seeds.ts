// The fuzz corpus's seeds: pages of the accuracy set (bench/accuracy/set.ts, drawn by
// ImageMagick) cut to a strip of their top, so one input is recognised in well under a second
// and many run per minute, written as every image format the server reads (PNG, JPEG, TIFF
// LZW and Group 4, GIF, BMP; not WebP, which MuPDF 1.28 cannot read, README); and the PDFs the other benches make (a born-digital page
// with a text layer from sample-pdfs.ts, scans with a Flate image and with a JPEG as scanners
// write them). The control document every worker check reads is one of these strips, unmutated.
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAccuracySet } from '../accuracy/set.js';
import { writeJpegScanPdf } from '../_kit/jpeg-scan-pdf.js';
import { imagePdf, textPdf } from '../_kit/sample-pdfs.js';
import { pageText } from '../_kit/dense-pages.js';

const run = promisify(execFile);

export interface Seed {
  name: string;
  kind: 'pdf' | 'png' | 'jpeg' | 'tiff' | 'gif' | 'bmp';
  bytes: Buffer;
}

/** The accuracy pages the seeds are cut from: text at two sizes, a table, a fax, a near-blank page. */
const FULL_PAGES = ['en-16pt', 'table', 'fax-150dpi', 'near-blank'];
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

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

/** The strips the image seeds are made from: cut from accuracy pages, or (quick) one drawn straight at strip size. */
async function strips(dir: string, quick: boolean): Promise<{ name: string; strip: string }[]> {
  if (quick) {
    // Drawing a whole A4 page at 300 DPI with scanner noise takes ImageMagick seconds on a busy
    // machine; the smoke test draws its one strip directly, same font, size and resolution.
    const strip = join(dir, 'text-strip.png');
    const text = pageText(0, 5, 38);
    await run(
      'convert',
      ['-size', '1240x400', 'xc:white', '-density', '300', '-units', 'PixelsPerInch', '-font', FONT, '-pointsize', '16'].concat([
        '-annotate',
        '+60+110',
        text,
        '-colorspace',
        'Gray',
        strip,
      ]),
    );
    return [{ name: 'text', strip }];
  }
  const pages = await buildAccuracySet(dir, (name) => FULL_PAGES.includes(name));
  const out = [];
  for (const page of pages) {
    const strip = join(dir, `${page.name}-strip.png`);
    // The top fifth of the left half: the first lines of text, the table's header, the near-blank page's heading.
    await run('convert', [page.path, '-gravity', 'North', '-crop', '50%x18%+0+0', '+repage', strip]);
    out.push({ name: page.name, strip });
  }
  return out;
}

/** Draws the seeds into `dir`; `quick` draws one strip and fewer formats (the smoke test). */
export async function buildSeeds(dir: string, quick = false): Promise<{ seeds: Seed[]; control: Seed }> {
  await mkdir(dir, { recursive: true });
  const pages = await strips(dir, quick);
  const seeds: Seed[] = [];
  const formats = quick ? FORMATS.filter(([suffix]) => ['png', 'jpg', 'lzw.tif'].includes(suffix)) : FORMATS;
  for (const { name, strip } of pages) {
    for (const [suffix, kind, options] of formats) {
      const path = join(dir, `${name}.${suffix}`);
      // An option ending in ':' is ImageMagick's output format prefix.
      const prefix = options.filter((o) => o.endsWith(':')).join('');
      await run('convert', [strip, ...options.filter((o) => !o.endsWith(':')), `${prefix}${path}`]);
      seeds.push({ name: `${name}.${suffix}`, kind, bytes: await readFile(path) });
    }
  }
  const scanPng = pages[0]!.strip;
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
