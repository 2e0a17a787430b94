// Builds the structure set on disk, deterministically: each spec's HTML is typeset to PDF by
// Chromium (the born-digital file), every page is rendered at 300 DPI by mutool, spoilt by
// ImageMagick (a small seeded skew, Gaussian noise, JPEG at quality 60-75) and wrapped in an image
// PDF (the scanned file). Files are cached under bench/.cache/structure by a hash of the HTML and
// the spoiling, so a second run costs nothing; they are never committed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../_kit/results.js';
import { writeJpegScanPdf } from '../_kit/jpeg-scan-pdf.js';
import { seeded } from './content.js';
import { htmlOf } from './html.js';
import { norm } from './normalize.js';
import type { DocSpec } from './spec.js';
import { truthOf } from './truth.js';

export const CACHE_DIR = join(root, 'bench/.cache/structure');

export interface BuiltDoc {
  spec: DocSpec;
  bornDigital: string;
  scanned: string;
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-pdf-header-footer',
];

/** Per page: skew in degrees (either way), noise strength, JPEG quality; seeded by the page. */
function spoiling(id: string, page: number): { angle: number; noise: number; quality: number } {
  const rnd = seeded([...`${id}#${page}`].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  const angle = (0.3 + rnd() * 0.7) * (rnd() < 0.5 ? -1 : 1);
  return { angle: Number(angle.toFixed(2)), noise: Number((0.4 + rnd() * 0.4).toFixed(2)), quality: 60 + Math.floor(rnd() * 16) };
}

function typeset(html: string, dir: string, pdf: string): void {
  const file = join(dir, 'doc.html');
  writeFileSync(file, html);
  const profile = join(dir, 'chromium-profile');
  execFileSync('chromium', [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, `--print-to-pdf=${pdf}`, `file://${file}`], {
    stdio: 'ignore',
    timeout: 60_000,
  });
  rmSync(profile, { recursive: true, force: true });
}

/** The PDF's text per page, as mutool extracts it. */
function pdfPageTexts(pdf: string): string[] {
  return execFileSync('mutool', ['draw', '-q', '-F', 'txt', pdf], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .split('\f')
    .slice(0, -1);
}

/** Every truth text must be on its page of the PDF: catches a spec that overflows its A4 page. */
function check(spec: DocSpec, pdf: string): void {
  const pages = pdfPageTexts(pdf).map(norm);
  if (pages.length !== spec.pages.length) throw new Error(`${spec.id}: ${pages.length} PDF pages, spec has ${spec.pages.length}`);
  const whole = pages.join('');
  const truth = truthOf(spec);
  const texts = [...truth.paragraphs, ...truth.furniture.map((f) => f.text), ...truth.tables.flatMap((t) => t.cells.map((c) => c.text))];
  const missing = texts.filter((t) => !whole.includes(norm(t)));
  if (missing.length) throw new Error(`${spec.id}: not in the PDF's text (overflow?): ${missing.slice(0, 3).join(' | ')}`);
}

function scan(spec: DocSpec, pdf: string, dir: string, out: string): void {
  execFileSync('mutool', ['draw', '-q', '-r', '300', '-c', 'gray', '-o', join(dir, 'page-%03d.png'), pdf], { stdio: 'ignore' });
  const pngs = readdirSync(dir)
    .filter((f) => /^page-\d+\.png$/.test(f))
    .sort();
  const jpegs = pngs.map((png, i) => {
    const s = spoiling(spec.id, i + 1);
    const jpeg = join(dir, png.replace('.png', '.jpg'));
    execFileSync('convert', [
      join(dir, png),
      '-background',
      'white',
      '-virtual-pixel',
      'white',
      '-distort',
      'SRT',
      String(s.angle),
      '-seed',
      String(1000 + i),
      '-attenuate',
      String(s.noise),
      '+noise',
      'Gaussian',
      '-colorspace',
      'Gray',
      '-units',
      'PixelsPerInch',
      '-density',
      '300',
      '-quality',
      String(s.quality),
      jpeg,
    ]);
    rmSync(join(dir, png));
    return jpeg;
  });
  writeJpegScanPdf(out, jpegs);
}

/** Builds (or finds in the cache) the born-digital and scanned PDF of every spec. */
export function buildSet(specs: DocSpec[], log: (line: string) => void = () => {}): BuiltDoc[] {
  return specs.map((spec) => {
    const html = htmlOf(spec);
    const spoil = spec.pages.map((_, i) => spoiling(spec.id, i + 1));
    const hash = createHash('sha256').update(html).update(JSON.stringify(spoil)).digest('hex').slice(0, 12);
    const dir = join(CACHE_DIR, `${spec.id}-${hash}`);
    const built = { spec, bornDigital: join(dir, `${spec.id}.pdf`), scanned: join(dir, `${spec.id}-scan.pdf`) };
    if (existsSync(built.scanned)) return built;
    // An edited spec leaves its old build behind under another hash: remove it.
    const stale = new RegExp(`^${spec.id}-[0-9a-f]{12}$`);
    if (existsSync(CACHE_DIR))
      for (const old of readdirSync(CACHE_DIR).filter((d) => stale.test(d))) rmSync(join(CACHE_DIR, old), { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const started = Date.now();
    typeset(html, dir, built.bornDigital);
    check(spec, built.bornDigital);
    scan(spec, built.bornDigital, dir, built.scanned + '.tmp');
    execFileSync('mv', [built.scanned + '.tmp', built.scanned]);
    log(`built ${spec.id} (${spec.pages.length} page${spec.pages.length > 1 ? 's' : ''}) in ${Date.now() - started} ms`);
    return built;
  });
}
