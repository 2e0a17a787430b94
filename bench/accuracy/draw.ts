// Drawing the accuracy set's pages with ImageMagick: text in DejaVu Sans at a size in points and
// a resolution in DPI (so the pixels are what a scanner at that DPI would give), then what a
// scanner adds (a small fixed rotation, a little blur, seeded noise), gray 8-bit, PNG or JPEG.
// Everything is seeded or fixed, so the same ImageMagick gives the same file on every run.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** Average advance of DejaVu Sans prose (Latin and Cyrillic), in ems: wide enough that lines never overflow. */
const ADVANCE_EM = 0.6;
/** Line pitch as a multiple of the font's pixel size (the font's own height is ~1.17 of it). */
const PITCH = 1.5;

/** A4 (210 × 297 mm) in pixels at `dpi`: 2480 × 3508 at 300, 4961 × 7016 at 600. */
export const a4 = (dpi: number) => ({ width: Math.round((210 / 25.4) * dpi), height: Math.round((297 / 25.4) * dpi) });

/** Pixels per em of `pt`-point type at `dpi`. */
export const emPx = (pt: number, dpi: number) => (pt * dpi) / 72;

/** How many characters a line of `pt` type holds in `widthPx`, and how many lines fit in `heightPx`. */
export function textBox(pt: number, dpi: number, widthPx: number, heightPx: number): { chars: number; lines: number } {
  const em = emPx(pt, dpi);
  return { chars: Math.floor(widthPx / (ADVANCE_EM * em)), lines: Math.floor(heightPx / (PITCH * em)) };
}

/** The height in pixels that `lines` lines of `pt` type take. */
export const blockHeight = (lines: number, pt: number, dpi: number) => Math.ceil(lines * PITCH * emPx(pt, dpi));

/** ImageMagick operators drawing `text` (lines split by '\n') with its first baseline-top at (x, y). */
export function textOps(text: string, x: number, y: number, pt: number, dpi: number): string[] {
  const em = emPx(pt, dpi);
  const spacing = Math.round((PITCH - 1.164) * em);
  return [
    '-density',
    String(dpi),
    '-font',
    FONT,
    '-pointsize',
    String(pt),
    '-interline-spacing',
    String(spacing),
    '-fill',
    'black',
    '-stroke',
    'none',
    '-annotate',
    `+${Math.round(x)}+${Math.round(y + em)}`,
    text,
  ];
}

export interface ScanLook {
  /** Degrees, counter-clockwise positive as ImageMagick's SRT. */
  angle: number;
  /** Gaussian noise strength (ImageMagick -attenuate); 0 for none. */
  noise: number;
  seed: number;
  /** Gaussian blur sigma in pixels at 300 DPI (scaled with the page's DPI). */
  blur?: number;
}

export interface Drawing {
  dpi: number;
  width: number;
  height: number;
  /** Operators drawn on the white page, in order (textOps, rules, pictures). */
  ops: string[];
  scan?: ScanLook;
  /** Black-and-white at this percentage of white (a fax), after the scan look. */
  threshold?: number;
  /** Written as JPEG at this quality; PNG when absent. */
  jpegQuality?: number;
}

function scanOps(s: ScanLook, dpi: number): string[] {
  const ops: string[] = [];
  // Bilinear resampling: half the CPU of ImageMagick's default EWA filter, and a scanner blurs anyway.
  if (s.angle !== 0)
    ops.push('-virtual-pixel', 'white', '-filter', 'point', '-interpolate', 'bilinear', '-distort', 'SRT', String(s.angle));
  if (s.blur) ops.push('-blur', `0x${((s.blur * dpi) / 300).toFixed(2)}`);
  if (s.noise > 0) ops.push('-seed', String(s.seed), '-attenuate', String(s.noise), '+noise', 'Gaussian');
  return ops;
}

/** Draws the page into `out` (whose extension must match: .jpg for jpegQuality, else .png). */
export async function drawPage(d: Drawing, out: string): Promise<void> {
  const finish = d.threshold !== undefined ? ['-threshold', `${d.threshold}%`, '-type', 'bilevel'] : ['-depth', '8'];
  // Noise compresses badly: zlib's fastest level halves the time of writing a noisy PNG. No
  // timestamps, so the same page is the same bytes on every run (the gate's raw cache keys on them).
  const format =
    d.jpegQuality !== undefined
      ? ['-quality', String(d.jpegQuality)]
      : ['-define', 'png:compression-level=1', '-define', 'png:exclude-chunks=date,time'];
  await run(
    'convert',
    [
      // One thread each: two pages are drawn at once, and ImageMagick's threads mostly spin on small steps.
      '-limit',
      'thread',
      '1',
      '-size',
      `${d.width}x${d.height}`,
      'xc:white',
      '-units',
      'PixelsPerInch',
      '-density',
      String(d.dpi),
      ...d.ops,
      '-colorspace',
      'Gray',
      ...(d.scan ? scanOps(d.scan, d.dpi) : []),
      ...finish,
      ...format,
      '-units',
      'PixelsPerInch',
      '-density',
      String(d.dpi),
      out,
    ],
    { maxBuffer: 1 << 20 },
  );
}
