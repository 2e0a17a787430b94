// What real PDF readers see in a file: poppler's text and word boxes (pdftotext), poppler's,
// mupdf's and qpdf's complaints (pdfinfo, mutool, qpdf --check), mupdf's rendering of a page.
// And layouts built by hand from word boxes, for the writers to lay out.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import type { Bbox, LayoutLine, PageGeometry, StoredPageLayout } from '../../src/layout/page-layout.js';
import { meanConfidence } from '../../src/layout/page-layout.js';

export interface BoxedWord {
  text: string;
  /** Normalized to the displayed page: [left, top, right, bottom] fractions. */
  bbox: Bbox;
}

export interface PopplerPage {
  width: number;
  height: number;
  words: BoxedWord[];
}

const unescape = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * `pdftotext -bbox -cropbox`: every page's word boxes, normalized by the displayed page's size.
 * Poppler gives the boxes on the displayed page (after /Rotate) from the crop box origin, but
 * states the unrotated size, so the displayed size comes from mupdf.
 */
export function popplerWords(path: string): PopplerPage[] {
  const xhtml = execFileSync('pdftotext', ['-q', '-bbox', '-cropbox', path, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(path)), 'application/pdf');
  const pages = xhtml
    .split('<page ')
    .slice(1)
    .map((chunk, i) => {
      const [x0, y0, x1, y1] = doc.loadPage(i).getBounds();
      const width = x1 - x0;
      const height = y1 - y0;
      const words = [...chunk.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map(
        (m) => ({
          text: unescape(m[5]!),
          bbox: [Number(m[1]) / width, Number(m[2]) / height, Number(m[3]) / width, Number(m[4]) / height] as Bbox,
        }),
      );
      return { width, height, words };
    });
  doc.destroy();
  return pages;
}

/** Poppler's plain text of page n. */
export function popplerText(path: string, page: number): string {
  return execFileSync('pdftotext', ['-q', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' });
}

/** Everything poppler and mupdf print on stderr while reading every page of the file. */
export function readerComplaints(path: string): string {
  const poppler = spawnSync('pdftotext', [path, '/dev/null'], { encoding: 'utf8' });
  const info = spawnSync('pdfinfo', [path], { encoding: 'utf8' });
  const mutool = spawnSync('mutool', ['draw', '-q', '-o', '/dev/null', '-r', '10', path], { encoding: 'utf8' });
  // Debian's mutool is built without colour management and says so for every file.
  const mutoolSays = mutool.stderr.replace(/^warning: ICC support is not available\n/m, '');
  // qpdf checks every cross-reference offset and stream length strictly (0: clean, 3: warnings).
  const qpdf = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
  const qpdfSays = qpdf.status === 0 ? '' : `qpdf ${qpdf.status}: ${qpdf.stdout}${qpdf.stderr}`;
  return [poppler.stderr, info.stderr, mutoolSays, mutool.stdout, qpdfSays].join('').trim();
}

/** Page n (1-based) rendered by mupdf at `dpi`, as raw RGB samples. */
export function renderPixels(path: string, page: number, dpi = 50): { width: number; height: number; samples: Buffer } {
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(path)), 'application/pdf');
  try {
    const p = doc.loadPage(page - 1);
    const pixmap = p.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
    const result = { width: pixmap.getWidth(), height: pixmap.getHeight(), samples: Buffer.from(pixmap.getPixels()) };
    pixmap.destroy();
    p.destroy();
    return result;
  } finally {
    doc.destroy();
  }
}

export function iou(a: Bbox, b: Bbox): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const area = (r: Bbox): number => (r[2] - r[0]) * (r[3] - r[1]);
  return inter / (area(a) + area(b) - inter);
}

/** Words grouped into lines by their vertical middle (one block, one paragraph). */
export function linesOf(words: BoxedWord[], confidence = 0.9): LayoutLine[] {
  const lines: LayoutLine[] = [];
  for (const word of words) {
    const mid = (word.bbox[1] + word.bbox[3]) / 2;
    let line = lines.find((l) => mid > l.bbox[1] && mid < l.bbox[3]);
    if (line === undefined) {
      line = { text: '', bbox: [...word.bbox] as Bbox, confidence, block: 0, paragraph: 0, words: [] };
      lines.push(line);
    }
    line.words.push({ text: word.text, bbox: word.bbox, confidence });
    line.bbox = [
      Math.min(line.bbox[0], word.bbox[0]),
      Math.min(line.bbox[1], word.bbox[1]),
      Math.max(line.bbox[2], word.bbox[2]),
      Math.max(line.bbox[3], word.bbox[3]),
    ];
  }
  for (const line of lines) {
    line.words.sort((a, b) => a.bbox[0] - b.bbox[0]);
    line.text = line.words.map((w) => w.text).join(' ');
    line.confidence = meanConfidence(line.words);
  }
  return lines;
}

export function layoutOf(page: number, method: StoredPageLayout['method'], geometry: PageGeometry, lines: LayoutLine[]): StoredPageLayout {
  return { page, method, geometry, lines, failed: false };
}
