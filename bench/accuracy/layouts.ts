// The accuracy set's page layouts: what is drawn where on each kind of page, and the text a
// perfect reader would return for it (the ground truth), in reading order.
import { a4, blockHeight, emPx, textBox, textOps, type Drawing, type ScanLook } from './draw.js';
import { wrapWords } from '../_kit/dense-pages.js';
import { FOOTER_LINES, TABLE_CAPTION, TABLE_ROWS } from './texts.js';

/** What the drawing needs and what should be read from it. */
export interface Layout {
  drawing: Drawing;
  text: string;
}

/** Page margins in inches: the text block starts here and rotation by 2° still keeps it on the page. */
const MARGIN = { x: 0.6, top: 0.75, bottom: 0.75 };
const inch = (n: number, dpi: number) => Math.round(n * dpi);

/** Lines and characters per line a full page of `pt` type holds at `dpi` (width narrowed to `widthIn` if given). */
export function fullPageBox(pt: number, dpi: number, widthIn?: number): { chars: number; lines: number } {
  const { width, height } = a4(dpi);
  const w = widthIn !== undefined ? inch(widthIn, dpi) : width - 2 * inch(MARGIN.x, dpi);
  return textBox(pt, dpi, w, height - inch(MARGIN.top + MARGIN.bottom, dpi));
}

/** Every word of `text` exactly once, wrapped to `width` characters by dense-pages' wrapWords. */
export function wrapOnce(text: string, width: number): string {
  const words = text.trim().split(/\s+/);
  const approx = Math.ceil(text.length / (width * 0.7)) + 2;
  const lines = wrapWords(words, 0, approx, width).split('\n');
  let left = words.length;
  const out: string[] = [];
  for (const line of lines) {
    if (left <= 0) break;
    const ws = line.split(' ').slice(0, left);
    left -= ws.length;
    out.push(ws.join(' '));
  }
  if (left > 0) throw new Error(`wrapOnce: ${left} words did not fit in ${approx} lines`);
  return out.join('\n');
}

/** A block of text from the top-left margin. */
export function textPage(text: string, pt: number, dpi: number, scan?: ScanLook, jpegQuality?: number): Layout {
  const page = a4(dpi);
  const ops = textOps(text, inch(MARGIN.x, dpi), inch(MARGIN.top, dpi), pt, dpi);
  return { drawing: { dpi, ...page, ops, scan, jpegQuality }, text };
}

/** Two columns of `pt` type with a half-inch gutter; read left column, then right. */
export function twoColumns(left: string, right: string, pt: number, dpi: number, scan?: ScanLook): Layout {
  const page = a4(dpi);
  const colWidth = (page.width - 2 * inch(MARGIN.x, dpi) - inch(0.5, dpi)) / 2;
  const top = inch(MARGIN.top, dpi);
  const ops = [
    ...textOps(left, inch(MARGIN.x, dpi), top, pt, dpi),
    ...textOps(right, inch(MARGIN.x, dpi) + colWidth + inch(0.5, dpi), top, pt, dpi),
  ];
  return { drawing: { dpi, ...page, ops, scan }, text: `${left}\n${right}` };
}

/** A paragraph, a smooth photo-like picture a third of the page high, another paragraph. */
export function withPhoto(above: string, below: string, pt: number, dpi: number, seed: number, scan?: ScanLook): Layout {
  const page = a4(dpi);
  const x = inch(MARGIN.x, dpi);
  const gap = inch(0.3, dpi);
  const photoTop = inch(MARGIN.top, dpi) + blockHeight(above.split('\n').length, pt, dpi) + gap;
  const photo = { w: page.width - 2 * x, h: Math.round(page.height / 3) };
  const ops = [
    ...textOps(above, x, inch(MARGIN.top, dpi), pt, dpi),
    '(',
    '-size',
    `${photo.w}x${photo.h}`,
    '-seed',
    String(seed),
    'plasma:',
    '-blur',
    '0x6',
    ')',
    '-geometry',
    `+${x}+${photoTop}`,
    '-composite',
    ...textOps(below, x, photoTop + photo.h + gap, pt, dpi),
  ];
  return { drawing: { dpi, ...page, ops, scan }, text: `${above}\n${below}` };
}

/** A caption, then a ruled grid with one row of cells per line of the truth (cells joined by spaces). */
export function table(pt: number, dpi: number, scan?: ScanLook): Layout {
  const page = a4(dpi);
  const em = emPx(pt, dpi);
  const pad = Math.round(0.6 * em);
  const colWidths = TABLE_ROWS[0]!.map((_, c) => Math.round(Math.max(...TABLE_ROWS.map((r) => r[c]!.length)) * 0.62 * em) + 2 * pad);
  const rowHeight = Math.round(2 * em);
  const x0 = inch(MARGIN.x, dpi);
  const y0 = inch(MARGIN.top, dpi) + Math.round(3 * em);
  const xs = colWidths.reduce<number[]>((at, w) => [...at, at.at(-1)! + w], [x0]);
  const ys = TABLE_ROWS.map((_, r) => y0 + r * rowHeight).concat(y0 + TABLE_ROWS.length * rowHeight);
  const rules = [...ys.map((y) => `line ${x0},${y} ${xs.at(-1)},${y}`), ...xs.map((x) => `line ${x},${y0} ${x},${ys.at(-1)}`)];
  const ops = [
    ...textOps(TABLE_CAPTION, x0, inch(MARGIN.top, dpi), pt, dpi),
    '-stroke',
    'black',
    '-strokewidth',
    String(Math.max(1, Math.round(dpi / 150))),
    '-fill',
    'none',
    ...rules.flatMap((r) => ['-draw', r]),
    ...TABLE_ROWS.flatMap((row, r) => row.flatMap((cell, c) => textOps(cell, xs[c]! + pad, ys[r]! + Math.round(0.35 * em), pt, dpi))),
  ];
  return { drawing: { dpi, ...page, ops, scan }, text: [TABLE_CAPTION, ...TABLE_ROWS.map((r) => r.join(' '))].join('\n') };
}

/** A body of `pt` type and the small-print footer lines at `footerPt` at the foot of the page. */
export function withFooter(body: string, pt: number, footerPt: number, dpi: number, scan?: ScanLook): Layout {
  const page = a4(dpi);
  const x = inch(MARGIN.x, dpi);
  const footer = FOOTER_LINES.join('\n');
  const footerTop = page.height - inch(MARGIN.bottom, dpi) - blockHeight(FOOTER_LINES.length, footerPt, dpi);
  const ops = [...textOps(body, x, inch(MARGIN.top, dpi), pt, dpi), ...textOps(footer, x, footerTop, footerPt, dpi)];
  return { drawing: { dpi, ...page, ops, scan }, text: `${body}\n${footer}` };
}

/** A header line at the top and a centred page number at the foot; nothing else. */
export function nearBlank(header: string, folio: string, pt: number, dpi: number, scan?: ScanLook): Layout {
  const page = a4(dpi);
  const em = emPx(pt, dpi);
  const folioX = (page.width - folio.length * 0.6 * em) / 2;
  const ops = [
    ...textOps(header, inch(MARGIN.x, dpi), inch(MARGIN.top, dpi), pt, dpi),
    ...textOps(folio, folioX, page.height - inch(MARGIN.bottom, dpi) - em, pt, dpi),
  ];
  return { drawing: { dpi, ...page, ops, scan }, text: `${header}\n${folio}` };
}

/** White paper with a few specks of dust (fixed places and sizes). */
export function blank(dpi: number, scan?: ScanLook): Layout {
  const page = a4(dpi);
  const specks = [
    [310, 540, 2],
    [1820, 760, 1],
    [960, 1930, 3],
    [2140, 2600, 2],
    [520, 3110, 1],
    [1400, 420, 2],
    [1700, 3300, 1],
  ];
  const ops = ['-fill', 'gray35', '-stroke', 'none', ...specks.flatMap(([x, y, r]) => ['-draw', `circle ${x},${y} ${x! + r!},${y}`])];
  return { drawing: { dpi, ...page, ops, scan }, text: '' };
}
