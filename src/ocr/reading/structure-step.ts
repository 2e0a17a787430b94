// The page worker's last step: the page's lines, their styles and its ruling lines handed to
// structure (src/structure/page-structure.ts). Its lines come back in reading order, grouped by
// paragraph and table cell, and the page's text is made again from them, so `text`, `lines`,
// `paragraphs` and Markdown all read the page in the same order.
import { textOfLines, type LayoutLine, type PageGeometry, type Rotation } from '../../layout/page-layout.js';
import { displayedDraft, textTurn, uprightInput, uprightSize } from '../../structure/upright.js';
import type { TextStyle } from '../../layout/pdf/text-layer-layout.js';
import { pageStructure } from '../../structure/page-structure.js';
import type { LineStyle, Rule } from '../../structure/model.js';
import type { StoredStructure } from '../../structure/structure-codec.js';
import { boldLines, wordSize } from './line-strokes.js';

interface StructuredPage {
  text: string;
  lines: LayoutLine[];
  structure: StoredStructure;
  /** Set when structure failed on this page (a bug): the page keeps its text and lines. */
  structureError?: string;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Scanned lines have no font: the size is measured from the line's words on the page, in points,
 * so headings set larger than body text compare as larger; bold is told by the width of the
 * line's stems against the page's body text (`strokes`, one per line, from line-strokes.ts).
 */
function measuredStyles(lines: readonly LayoutLine[], heightPt: number, strokes: readonly number[]): LineStyle[] {
  const bold = boldLines(
    strokes,
    lines.map((line) => line.words.length),
  );
  return lines.map((line, i) => {
    const sizes = line.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)).map((w) => wordSize(w.text, (w.bbox[3] - w.bbox[1]) * heightPt));
    const size = sizes.length > 0 ? median(sizes) : ((line.bbox[3] - line.bbox[1]) * heightPt) / 0.95;
    return { size: Math.round(size * 2) / 2, bold: bold[i] ?? false };
  });
}

/** A displayed page's size in points; image files from their pixels at the resolution they state. */
export function pagePoints(geometry: PageGeometry, sourceDpi: number): { width: number; height: number } {
  const scale = geometry.unit === 'pt' ? 1 : 72 / sourceDpi;
  return { width: geometry.width * scale, height: geometry.height * scale };
}

/**
 * `styles` null: a scan, whose styles are measured on the upright page; its `strokes` (one per
 * line, in the order of `lines`; none: no line is bold) tell its bold lines.
 */
export function structurePage(
  lines: LayoutLine[],
  styles: readonly (LineStyle | TextStyle)[] | null,
  rules: Rule[],
  size: { width: number; height: number },
  bornDigital: boolean,
  readTurn: Rotation = 0,
  marks: Rule[] = [],
  strokes: readonly number[] = [],
): StructuredPage {
  if (lines.length === 0) return { text: '', lines, structure: { paragraphs: [], tables: [] } };
  try {
    return structured(lines, styles, rules, size, bornDigital, readTurn, marks, strokes);
  } catch (err) {
    // Structure is an addition to the text, never a reason to lose it: a page it cannot read
    // keeps its lines as the engine gave them, with no paragraphs or tables.
    const message = (err as Error)?.message ?? String(err);
    return { text: textOfLines(lines), lines, structure: { paragraphs: [], tables: [] }, structureError: message };
  }
}

function structured(
  lines: LayoutLine[],
  styles: readonly (LineStyle | TextStyle)[] | null,
  rules: Rule[],
  size: { width: number; height: number },
  bornDigital: boolean,
  readTurn: Rotation,
  marks: Rule[],
  strokes: readonly number[],
): StructuredPage {
  const rotation = textTurn(lines, readTurn, size);
  const { width, height } = uprightSize(size, rotation);
  const turned = uprightInput(
    lines.map((line) => ({ line, style: { size: 0, bold: false } })),
    rules,
    rotation,
  );
  // uprightInput keeps the lines' order, so strokes still pair with them by index.
  const measured =
    styles ??
    measuredStyles(
      turned.lines.map((l) => l.line),
      height,
      strokes,
    );
  const upright = {
    lines: turned.lines.map(({ line }, i) => ({ line, style: measured[i] ?? { size: 0, bold: false } })),
    rules: turned.rules,
  };
  const draft = displayedDraft(pageStructure({ ...upright, marks, width, height, born_digital: bornDigital }), rotation);
  return {
    text: textOfLines(draft.lines),
    lines: draft.lines,
    structure: { paragraphs: draft.paragraphs.map((p) => ({ ...p, lines: [] })), tables: draft.tables },
  };
}
