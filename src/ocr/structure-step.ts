// The page worker's last step: the page's lines, their styles and its ruling lines handed to
// structure (src/structure/page-structure.ts). Its lines come back in reading order, grouped by
// paragraph and table cell, and the page's text is made again from them, so `text`, `lines`,
// `paragraphs` and Markdown all read the page in the same order.
import { textOfLines, type LayoutLine, type PageGeometry, type Rotation } from '../layout/page-layout.js';
import { displayedDraft, textTurn, uprightInput, uprightSize } from '../structure/upright.js';
import type { TextStyle } from '../layout/text-layer-layout.js';
import { pageStructure } from '../structure/page-structure.js';
import type { LineStyle, Rule } from '../structure/model.js';
import type { StoredStructure } from '../structure/structure-codec.js';

export interface StructuredPage {
  text: string;
  lines: LayoutLine[];
  structure: StoredStructure;
  /** Set when structure failed on this page (a bug): the page keeps its text and lines. */
  structureError?: string;
}

// A word's box spans what its letters reach: capitals, digits and ascenders reach the cap
// height, some letters go below the baseline. Its height over the font size is about (DejaVu,
// Liberation, Times alike within ~10%): 0.95 with both, 0.73 with only tall letters, 0.75 with
// only descenders, 0.53 with neither. Dividing by that gives a size that does not change with the
// letters a line happens to hold (a line without descenders is not a smaller font). A dotted i
// or j, and Ukrainian і, ї, й, reach about as high as an ascender: without them a word like
// "із" or "in" read as x-height only and measured a third larger than its neighbours.
const TALL = /[\p{Lu}\p{N}bdfhkltijбдйїёіґ]/u;
const DEEP = /[gjpqyрудфцщ,;]/u;

function wordSize(text: string, heightPt: number): number {
  const tall = TALL.test(text);
  const deep = DEEP.test(text);
  return heightPt / (tall && deep ? 0.95 : tall ? 0.73 : deep ? 0.75 : 0.53);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Scanned lines have no font: the size is measured from the line's words on the page, in points,
 * so headings set larger than body text compare as larger (weight is not measured).
 */
function measuredStyles(lines: readonly LayoutLine[], heightPt: number): LineStyle[] {
  return lines.map((line) => {
    const sizes = line.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)).map((w) => wordSize(w.text, (w.bbox[3] - w.bbox[1]) * heightPt));
    const size = sizes.length > 0 ? median(sizes) : ((line.bbox[3] - line.bbox[1]) * heightPt) / 0.95;
    return { size: Math.round(size * 2) / 2, bold: false };
  });
}

/** A displayed page's size in points; image files from their pixels at the resolution they state. */
export function pagePoints(geometry: PageGeometry, sourceDpi: number): { width: number; height: number } {
  const scale = geometry.unit === 'pt' ? 1 : 72 / sourceDpi;
  return { width: geometry.width * scale, height: geometry.height * scale };
}

/** `styles` null: a scan, whose styles are measured on the upright page. */
export function structurePage(
  lines: LayoutLine[], styles: readonly (LineStyle | TextStyle)[] | null, rules: Rule[],
  size: { width: number; height: number }, bornDigital: boolean, readTurn: Rotation = 0, marks: Rule[] = [],
): StructuredPage {
  if (lines.length === 0) return { text: '', lines, structure: { paragraphs: [], tables: [] } };
  try {
    return structured(lines, styles, rules, size, bornDigital, readTurn, marks);
  } catch (err) {
    // Structure is an addition to the text, never a reason to lose it: a page it cannot read
    // keeps its lines as the engine gave them, with no paragraphs or tables.
    const message = (err as Error)?.message ?? String(err);
    return { text: textOfLines(lines), lines, structure: { paragraphs: [], tables: [] }, structureError: message };
  }
}

function structured(
  lines: LayoutLine[], styles: readonly (LineStyle | TextStyle)[] | null, rules: Rule[],
  size: { width: number; height: number }, bornDigital: boolean, readTurn: Rotation, marks: Rule[],
): StructuredPage {
  const rotation = textTurn(lines, readTurn, size);
  const { width, height } = uprightSize(size, rotation);
  const turned = uprightInput(lines.map((line) => ({ line, style: { size: 0, bold: false } })), rules, rotation);
  const measured = styles ?? measuredStyles(turned.lines.map((l) => l.line), height);
  const upright = { lines: turned.lines.map(({ line }, i) => ({ line, style: measured[i] ?? { size: 0, bold: false } })), rules: turned.rules };
  const draft = displayedDraft(pageStructure({ ...upright, marks, width, height, born_digital: bornDigital }), rotation);
  return {
    text: textOfLines(draft.lines),
    lines: draft.lines,
    structure: { paragraphs: draft.paragraphs.map((p) => ({ ...p, lines: [] })), tables: draft.tables },
  };
}
