// Stored pages as API.md shows them: list items (no lines), the page object (with lines), and the
// layout the hOCR and searchable-PDF writers read.
import { decodeLayout } from '../../layout/layout-codec.js';
import type { PageGeometry, PageMethod, Rotation, StoredPageLayout } from '../../layout/page-layout.js';
import type { PageRow, PageSummaryRow } from '../../store/pages-repo.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { finalizeParagraphs, type DocumentStyle } from '../../structure/document-style.js';
import type { PageStructure } from '../../structure/model.js';
import { decodeStructure } from '../../structure/structure-codec.js';

/** What the document decided about its paragraphs when it completed; null before that. */
export function documentStyleOf(doc: Pick<DocumentRow, 'structure_style'>): DocumentStyle | null {
  return doc.structure_style ? (JSON.parse(doc.structure_style) as DocumentStyle) : null;
}

/** A stored page's paragraphs (final roles where the document has completed) and tables. */
export function toPageStructure(row: Pick<PageRow, 'structure'>, style: DocumentStyle | null): PageStructure {
  const stored = decodeStructure(row.structure);
  return { paragraphs: finalizeParagraphs(stored.paragraphs, style), tables: stored.tables };
}

function pageError(row: PageSummaryRow) {
  return row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null;
}

export function toPageListItem(row: PageSummaryRow, style: DocumentStyle | null) {
  const { paragraphs, tables } = toPageStructure(row, style);
  return {
    page: row.page,
    text: row.text,
    confidence: row.confidence,
    method: row.method,
    language: row.language,
    width: row.width,
    height: row.height,
    unit: row.unit,
    error: pageError(row),
    paragraphs,
    tables,
  };
}

export function toPageObject(row: PageRow, style: DocumentStyle | null) {
  const { paragraphs, tables } = toPageStructure(row, style);
  return {
    object: 'page',
    page: row.page,
    method: row.method,
    language: row.language,
    confidence: row.confidence,
    text: row.text,
    width: row.width,
    height: row.height,
    unit: row.unit,
    rotation: row.rotation,
    dpi: row.dpi,
    prepared: row.prepared === '' ? [] : row.prepared.split(','),
    error: pageError(row),
    lines: decodeLayout(row.layout),
    paragraphs,
    tables,
  };
}

/** Geometry of a stored page; a page that never loaded has none (0 × 0 points). */
function geometryOf(row: PageSummaryRow): PageGeometry {
  return {
    width: row.width ?? 0,
    height: row.height ?? 0,
    unit: row.unit === 'px' ? 'px' : 'pt',
    rotation: row.rotation as Rotation,
    dpi: row.dpi,
  };
}

export function toStoredLayout(row: PageRow): StoredPageLayout {
  return {
    page: row.page,
    method: row.method as PageMethod,
    geometry: geometryOf(row),
    lines: decodeLayout(row.layout),
    failed: row.error_code !== null,
  };
}
