// The invisible text layer of one page as content-stream operators. Each word is placed at its
// box on the page as displayed and stretched (Tz) to the box's width; the font size is the box's
// height. Boxes are fractions of the displayed page, so the page's own transform (its /Rotate and
// crop box origin, as mupdf's page transform states them) is inverted to reach PDF user space.
import * as mupdf from 'mupdf';
import type { Matrix } from 'mupdf';
import type { LayoutLine } from './page-layout.js';
import { ASCENT, DESCENT, GLYPH_WIDTH, type GlyphlessFont } from './glyphless-font.js';
import { pdfName, pdfNumber } from './pdf-objects.js';

export interface DisplayedPage {
  /** PDF user space → displayed page (points, origin top-left, y down): mupdf's page transform. */
  transform: Matrix;
  /** The displayed page in that space (mupdf's page bounds). */
  bounds: [number, number, number, number];
}

/** The displayed page of a new page `width`×`height` pt without rotation. */
export function uprightPage(width: number, height: number): DisplayedPage {
  return { transform: [1, 0, 0, -1, 0, height], bounds: [0, 0, width, height] };
}

/** True when the page has at least one word worth a text layer. */
export function hasWords(lines: readonly LayoutLine[]): boolean {
  return lines.some((line) => line.words.some((w) => w.text.trim() !== ''));
}

/** Positions in hundredths of a point; sizes, moves and stretches in tenths (short in the stream). */
const num = (n: number): string => pdfNumber(n, 2);
const tenth = (n: number): number => Math.round(n * 10) / 10;

/**
 * `BT … ET` drawing every word invisibly with font resource `fontName`; '' without words. A line
 * starts with a full text matrix; its next words move by Td from the previous one (Tz does not
 * scale Td), and Tf is repeated only when the size changes: half the bytes of a matrix per word.
 */
export function textLayerOps(lines: readonly LayoutLine[], page: DisplayedPage, font: GlyphlessFont, fontName: string): string {
  const [x0, y0, x1, y1] = page.bounds;
  const width = x1 - x0;
  const height = y1 - y0;
  const toUser = mupdf.Matrix.invert(page.transform);
  const fontResource = pdfName(fontName);
  let ops = '';
  let size = '';
  for (const line of lines) {
    const words = line.words.filter((w) => w.text.trim() !== '');
    let previous: { left: number; baseline: number } | undefined;
    words.forEach((word, i) => {
      const [l, t, r, b] = word.bbox;
      const left = x0 + l * width;
      const boxWidth = (r - l) * width;
      const fontSize = ((b - t) * height * 1000) / (ASCENT - DESCENT);
      if (!(boxWidth > 0 && fontSize > 0)) return;
      const baseline = y0 + b * height + (DESCENT * fontSize) / 1000;
      if (pdfNumber(tenth(fontSize)) !== size) {
        size = pdfNumber(tenth(fontSize));
        ops += `${fontResource} ${size} Tf `;
      }
      const { literal, glyphs } = font.encode(word.text.trim());
      ops += `${pdfNumber(tenth((100 * boxWidth * 1000) / (glyphs * GLYPH_WIDTH * fontSize)))} Tz `;
      if (previous === undefined) {
        // Text space (y up, 1 unit = 1 pt) → displayed page → user space.
        const tm = mupdf.Matrix.concat([1, 0, 0, -1, left, baseline], toUser);
        // The turn keeps 4 decimals (a user unit may scale it); the position needs 2.
        ops += `${tm.slice(0, 4).map((v) => pdfNumber(v)).join(' ')} ${num(tm[4])} ${num(tm[5])} Tm `;
        previous = { left, baseline };
      } else {
        // Moves are rounded, and the next one starts from where this word really is: no drift.
        const dx = tenth(left - previous.left);
        const dy = tenth(previous.baseline - baseline);
        ops += `${pdfNumber(dx)} ${pdfNumber(dy)} Td `;
        previous = { left: previous.left + dx, baseline: previous.baseline - dy };
      }
      // A real space after each word but a line's last: extractors then see words, not one run.
      ops += `(${literal}${i < words.length - 1 ? '\0 ' : ''}) Tj\n`;
    });
  }
  return ops === '' ? '' : `BT\n3 Tr\n${ops}ET\n`;
}
