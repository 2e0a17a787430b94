// How a page's structure is kept in its row (document_pages.structure): JSON of the drafts (without
// their line indices, which the stored lines carry as `paragraph`) and the tables. '' for none.
import type { DraftParagraph, PageStructureDraft, Table } from './model.js';

const FORMAT = 1;

export interface StoredStructure {
  paragraphs: DraftParagraph[];
  tables: Table[];
}

export function encodeStructure(draft: Pick<PageStructureDraft, 'paragraphs' | 'tables'>): string {
  if (draft.paragraphs.length === 0 && draft.tables.length === 0) return '';
  const paragraphs = draft.paragraphs.map(({ lines: _lines, ...p }) => p);
  return JSON.stringify({ format: FORMAT, paragraphs, tables: draft.tables });
}

export function decodeStructure(encoded: string): StoredStructure {
  if (encoded === '') return { paragraphs: [], tables: [] };
  const parsed = JSON.parse(encoded) as { format: number; paragraphs: Array<Omit<DraftParagraph, 'lines'>>; tables: Table[] };
  if (parsed.format !== FORMAT) throw new Error(`unknown page structure format ${String(parsed.format)}`);
  return { paragraphs: parsed.paragraphs.map((p) => ({ ...p, lines: [] })), tables: parsed.tables };
}
