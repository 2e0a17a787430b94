// The invisible text layer of one page as content-stream operators. Each word is placed at its
// box on the page as displayed, running the way it was read (word-frame.ts), stretched (Tz) to
// the box's length; the font size is the box's extent across the text. Boxes are fractions of
// the displayed page, so the page's own transform (its /Rotate and crop box origin, as mupdf's
// page transform states them) is inverted to reach PDF user space.
import * as mupdf from 'mupdf';
import type { Matrix } from 'mupdf';
import type { LayoutLine, Rotation } from '../page-layout.js';
import { GLYPH_WIDTH, type GlyphlessFont } from './glyphless-font.js';
import { pdfName, pdfNumber } from './pdf-objects.js';
import { wordFrame } from '../word-frame.js';

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
 * `BT … ET` drawing every word invisibly in `font`, resource `fontName`; '' without words. A line
 * starts with a full text matrix; its next words move by Td from the previous one (Tz does not
 * scale Td), and Tf is repeated only when the size changes: half the bytes of a matrix per word.
 * `rotation`: how far the page image was turned to read upright (the words' direction).
 */
export function textLayerOps(
  lines: readonly LayoutLine[],
  page: DisplayedPage,
  rotation: Rotation,
  font: GlyphlessFont,
  fontName: string,
): string {
  const [x0, y0, x1, y1] = page.bounds;
  const width = x1 - x0;
  const height = y1 - y0;
  const toUser = mupdf.Matrix.invert(page.transform);
  const fontResource = pdfName(fontName);
  let ops = '';
  let size = '';
  for (const line of lines) {
    const words = line.words.filter((w) => w.text.trim() !== '');
    let previous: [number, number] | undefined;
    words.forEach((word, i) => {
      const [l, t, r, b] = word.bbox;
      const frame = wordFrame([x0 + l * width, y0 + t * height, x0 + r * width, y0 + b * height], rotation);
      if (!(frame.length > 0 && frame.size > 0)) return;
      if (pdfNumber(tenth(frame.size)) !== size) {
        size = pdfNumber(tenth(frame.size));
        ops += `${fontResource} ${size} Tf `;
      }
      const { literal, glyphs } = font.encode(word.text.trim());
      ops += `${pdfNumber(tenth((100 * frame.length * 1000) / (glyphs * GLYPH_WIDTH * frame.size)))} Tz `;
      const { origin, direction: d, up: u } = frame;
      if (previous === undefined) {
        // Text space (x along the reading direction, y along the glyphs' up) → displayed page → user space.
        const tm = mupdf.Matrix.concat([d[0], d[1], u[0], u[1], origin[0], origin[1]], toUser);
        // The turn keeps 4 decimals (a user unit may scale it); the position needs 2.
        ops += `${tm
          .slice(0, 4)
          .map((v) => pdfNumber(v))
          .join(' ')} ${num(tm[4])} ${num(tm[5])} Tm `;
        previous = origin;
      } else {
        // The move in text space, rounded; the next one starts from where this word really is: no drift.
        const dx = tenth((origin[0] - previous[0]) * d[0] + (origin[1] - previous[1]) * d[1]);
        const dy = tenth((origin[0] - previous[0]) * u[0] + (origin[1] - previous[1]) * u[1]);
        ops += `${pdfNumber(dx)} ${pdfNumber(dy)} Td `;
        previous = [previous[0] + dx * d[0] + dy * u[0], previous[1] + dx * d[1] + dy * u[1]];
      }
      // A real space after each word but a line's last: extractors then see words, not one run.
      ops += `(${literal}${i < words.length - 1 ? '\0 ' : ''}) Tj\n`;
    });
  }
  return ops === '' ? '' : `BT\n3 Tr\n${ops}ET\n`;
}
