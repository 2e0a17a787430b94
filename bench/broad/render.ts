// From HTML to page images: Chromium prints every born-digital page into one PDF (one browser
// start for the whole set), `mutool draw` renders each PDF page at its DPI, ImageMagick gives it
// its look (looks.ts). Each PDF page's own text must hold exactly the words of the page's ground
// truth: a page whose content overflowed, or whose text Chromium shaped otherwise, fails the
// build instead of scoring readers against text that is not on the page.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lookFormat, lookOps, type Look } from './looks.js';
import { wordBagError } from './word-bag.js';

const run = promisify(execFile);

/**
 * The faces the templates set (page-css.ts; a receipt of the fresh part sets the mono). Condensed
 * and italic DejaVu come with Debian's fonts-dejavu-extra, not fonts-dejavu-core: without them
 * Chromium would substitute others and the pages would differ from one host to the next, so the
 * set refuses to build instead.
 */
const FACES = [
  'DejaVu Sans|Book',
  'DejaVu Sans|Bold',
  'DejaVu Serif|Book',
  'DejaVu Serif|Italic',
  'DejaVu Sans Condensed|Condensed',
  'DejaVu Serif Condensed|Condensed',
  'DejaVu Sans Mono|Book',
];

export async function requireFonts(): Promise<void> {
  const { stdout } = await run('fc-list', ['--format', '%{family}|%{style}\n'], { maxBuffer: 16 << 20 });
  const have = stdout.split('\n').flatMap((line) => {
    const [families = '', styles = ''] = line.split('|');
    return families.split(',').flatMap((f) => styles.split(',').map((st) => `${f}|${st}`));
  });
  const missing = FACES.filter((face) => !have.includes(face));
  if (missing.length > 0)
    throw new Error(
      `fonts missing for the broad set: ${missing.join(', ')} (Debian: apt-get install -y fonts-dejavu-core fonts-dejavu-extra)`,
    );
}

/** Prints `html` to `<dir>/<name>.pdf` with headless Chromium; returns the PDF's path. */
export async function printPdf(html: string, dir: string, name: string): Promise<string> {
  const page = join(dir, `${name}.html`);
  const pdf = join(dir, `${name}.pdf`);
  await writeFile(page, html);
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-pdf-header-footer',
    `--user-data-dir=${join(dir, 'chromium-profile')}`,
  ];
  await run('chromium', [...args, `--print-to-pdf=${pdf}`, `file://${page}`], { maxBuffer: 16 << 20, timeout: 180_000 });
  return pdf;
}

export async function pdfPageCount(pdf: string): Promise<number> {
  const { stdout } = await run('mutool', ['info', pdf], { maxBuffer: 16 << 20 });
  const pages = /^Pages:\s*(\d+)/m.exec(stdout);
  if (!pages) throw new Error(`mutool info ${pdf}: no page count`);
  return Number(pages[1]);
}

/**
 * Throws unless PDF page `n` (1-based) holds the words of `truth`, order aside, every line of it
 * inside the page's section. Chromium leaves out lines its section clips away whole (their words
 * are then missing), but keeps one cut across the section's bottom edge: its words are all there,
 * half of them not visible, so the lines' boxes are checked too.
 */
export async function checkPdfPage(pdf: string, n: number, truth: string, name: string): Promise<void> {
  const { stdout } = await run('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', pdf, String(n)], { maxBuffer: 16 << 20 });
  const bag = wordBagError(stdout.normalize('NFKC'), truth.normalize('NFKC'));
  if (bag.missing.length > 0 || bag.extra.length > 0)
    throw new Error(
      `${name}: PDF page ${n} does not hold its truth (overflow or reshaped text); missing ${bag.missing.slice(0, 8).join(' ')}; extra ${bag.extra.slice(0, 8).join(' ')}`,
    );
  const cut = await linesPastSection(pdf, n);
  if (cut.length > 0) throw new Error(`${name}: PDF page ${n} runs past its section's edge (overflow): ${cut.slice(0, 3).join(' | ')}`);
}

/** A section is 1 mm shorter than its page (page-css.ts): a line reaching past that is cut. */
const SECTION_SHORTFALL_PT = 72 / 25.4;

/** The text of each line on PDF page `n` whose box reaches past the section's right or bottom edge. */
async function linesPastSection(pdf: string, n: number): Promise<string[]> {
  const { stdout } = await run('mutool', ['draw', '-q', '-F', 'stext', '-o', '-', pdf, String(n)], { maxBuffer: 64 << 20 });
  const page = /<page [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(stdout);
  if (!page) throw new Error(`mutool draw -F stext ${pdf} ${n}: no page size`);
  const [width, height] = [Number(page[1]), Number(page[2]) - SECTION_SHORTFALL_PT];
  const cut: string[] = [];
  for (const line of stdout.matchAll(/<line bbox="([^"]+)"[^>]*>([\s\S]*?)<\/line>/g)) {
    const [, , x1, y1] = line[1]!.split(' ').map(Number) as [number, number, number, number];
    if (x1 <= width + 0.5 && y1 <= height + 0.5) continue;
    cut.push([...line[2]!.matchAll(/ c="([^"]*)"/g)].map((c) => c[1]).join(''));
  }
  return cut;
}

/** Renders PDF page `n` at the look's DPI, applies the look, writes `<out>.<ext>`; returns the path. */
export async function rasterize(pdf: string, n: number, look: Look, out: string): Promise<string> {
  const raw = `${out}.raw.png`;
  await run('mutool', ['draw', '-q', '-r', String(look.dpi), '-c', 'gray', '-o', raw, pdf, String(n)], { maxBuffer: 16 << 20 });
  const { stdout } = await run('identify', ['-format', '%w %h', raw]);
  const [w, h] = stdout.split(' ').map(Number) as [number, number];
  const format = lookFormat(look);
  const path = `${out}.${format.ext}`;
  await run(
    'convert',
    [
      ...['-limit', 'thread', '1', raw, '-colorspace', 'Gray'],
      ...lookOps(look, w, h),
      ...['-colorspace', 'Gray', '-depth', '8'],
      ...format.options,
      ...['-units', 'PixelsPerInch', '-density', String(look.dpi), path],
    ],
    { maxBuffer: 1 << 20, timeout: 300_000 },
  );
  await run('rm', ['-f', raw]);
  return path;
}
