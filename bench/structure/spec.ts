// The structure set's document specs: each document is written once, as data, and both its HTML
// (typeset to PDF by Chromium) and its ground truth (tables, headings, lists, furniture, paragraph
// order) are derived from that data, so the truth is exact and never parsed back from a rendering.
import type { CellKind } from '../../src/structure/model.js';

/** What the document is, for reporting per kind. */
export type DocKind =
  | 'ruled'
  | 'unruled'
  | 'hrules'
  | 'merged-header'
  | 'multiline-cells'
  | 'long-numeric'
  | 'two-column'
  | 'lists'
  | 'running-furniture'
  | 'no-table';

/** A table cell as HTML writes it: only in the row where it starts; spans take later slots. */
export interface CellSpec {
  text: string;
  rowSpan?: number;
  colSpan?: number;
  /** Defaults: 'column_header' in header rows, else 'content'. A `<th>` is written for headers. */
  kind?: CellKind;
  align?: 'left' | 'right' | 'center';
}

/** ruled: every cell boxed; unruled: no lines at all; hrules: rules above, under the header and below only. */
export type TableStyle = 'ruled' | 'unruled' | 'hrules';

export interface TableSpec {
  style: TableStyle;
  /** The first `headerRows` rows are column headers (written in <thead>). */
  headerRows: number;
  rows: CellSpec[][];
  /** A caption paragraph above the table (a `text` paragraph in the truth, not part of the table). */
  caption?: string;
  /** CSS width of the table, e.g. '100%' or '70%'. */
  width?: string;
  fontSize?: string;
}

export interface ListItemSpec {
  text: string;
  children?: ListItemSpec[];
  /** Numbered children under a bullet item, or the reverse; defaults to the parent list's kind. */
  childrenOrdered?: boolean;
}

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'text'; text: string; align?: 'left' | 'right' | 'center' | 'justify' }
  | { kind: 'list'; ordered: boolean; items: ListItemSpec[] }
  | { kind: 'table'; table: TableSpec }
  /** `label: value` lines of a letter or form, each its own paragraph. */
  | { kind: 'fields'; rows: [string, string][] }
  /** Side-by-side columns: read column by column, left first. */
  | { kind: 'columns'; columns: Block[][]; gap?: string };

export interface PageSpec {
  /** Running header and footer (page furniture), and the printed page number. */
  header?: string;
  footer?: string;
  number?: string;
  blocks: Block[];
}

export interface DocStyle {
  font: 'DejaVu Sans' | 'DejaVu Serif' | 'DejaVu Sans Condensed' | 'DejaVu Serif Condensed';
  /** Body size in points. */
  size: number;
  /** Page margins, CSS (mm). */
  margin: string;
  lineHeight?: number;
}

export interface DocSpec {
  id: string;
  kind: DocKind;
  language: 'en' | 'uk';
  /** Held out: reported apart; structure code must not be tuned on these documents. */
  heldOut: boolean;
  style: DocStyle;
  pages: PageSpec[];
}
