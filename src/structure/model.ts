// The structure model of a page (API.md "Structure: paragraphs and tables on a page"): paragraphs
// with roles in reading order, and tables with cells. Built in the page worker from the page's
// lines, their styles and its ruling lines; stored with the page; served as JSON, Markdown, CSV
// and hOCR. Every box is a Bbox: fractions of the displayed page, origin top-left.
import type { Bbox, LayoutLine } from '../layout/page-layout.js';

export type ParagraphRole =
  'title' | 'heading' | 'text' | 'list_item' | 'caption' | 'footnote' | 'page_header' | 'page_footer' | 'page_number' | 'table';

export interface Paragraph {
  role: ParagraphRole;
  /** Lines joined with spaces, hyphenation at line ends undone; absent for `table`. */
  text?: string;
  bbox: Bbox;
  /** `heading`: 2..6; `list_item`: 1.. by indentation. Absent otherwise. */
  level?: number;
  /** `list_item`: the bullet or number as printed ("•", "1.", "a)"); `text` omits it. */
  marker?: string;
  /** `table`: index into the page's `tables`. */
  table?: number;
}

export type CellKind = 'column_header' | 'row_header' | 'content';

export interface TableCell {
  row: number;
  column: number;
  row_span: number;
  column_span: number;
  kind: CellKind;
  /** The cell's lines joined with "\n"; "" for an empty slot. */
  text: string;
  bbox: Bbox;
}

export interface Table {
  bbox: Bbox;
  rows: number;
  columns: number;
  /** Cover the rows × columns grid exactly once, listed row by row (then by column). */
  cells: TableCell[];
}

export interface PageStructure {
  paragraphs: Paragraph[];
  tables: Table[];
}

/** How a line is set: where the PDF has fonts, its font; on scans, measured from the pixels. */
export interface LineStyle {
  /**
   * Text size in points: the font size on text-layer pages; on scanned pages the line's measured
   * height converted to points (so sizes compare across a document, not exactly font sizes).
   */
  size: number;
  bold: boolean;
}

/** A line with its style: the unit structure works on. */
export interface StyledLine {
  line: LayoutLine;
  style: LineStyle;
}

/**
 * A straight ruling line (a table border, a rule under a header), as a thin box on the page:
 * [left, top, right, bottom] fractions. Horizontal when wider than tall (in page units).
 */
export type Rule = Bbox;

/** Everything the page worker hands to structure for one page. */
export interface StructureInput {
  /** The page's lines in the engine's order, each with its style. */
  lines: StyledLine[];
  /** Ruling lines: the PDF's vector strokes and thin filled rectangles, or found in the image. */
  rules: Rule[];
  /** Born-digital pages: small drawn shapes (list bullets drawn as vectors), as boxes on the page. */
  marks?: Bbox[];
  /** The displayed page's size in points (image files: pixels at 72 per inch assumed), to compare x and y distances. */
  width: number;
  height: number;
  /** True for text-layer pages (exact boxes and fonts), false for scans (noisy boxes). */
  born_digital: boolean;
}

/**
 * A paragraph as the page worker leaves it: roles that need the whole document (heading levels,
 * running headers and footers) are settled when the document completes (see document-style.ts).
 */
export interface DraftParagraph extends Paragraph {
  /** The paragraph's style (its first line's, or the dominant one). */
  style: LineStyle;
  /** Indices into the page's final `lines` of this paragraph's lines. */
  lines: number[];
}

/** The worker's structure of one page: its lines (regrouped where a line crossed table cells) and drafts. */
export interface PageStructureDraft {
  lines: LayoutLine[];
  paragraphs: DraftParagraph[];
  tables: Table[];
}
