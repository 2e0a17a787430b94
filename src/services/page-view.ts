// Stored pages as API.md shows them: list items (no lines), the page object (with lines), and the
// layout the hOCR and searchable-PDF writers read.
import { decodeLayout } from '../layout/layout-codec.js';
import type { PageGeometry, PageMethod, Rotation, StoredPageLayout } from '../layout/page-layout.js';
import type { PageRow, PageSummaryRow } from '../store/pages-repo.js';

function pageError(row: PageSummaryRow) {
  return row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null;
}

export function toPageListItem(row: PageSummaryRow) {
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
  };
}

export function toPageObject(row: PageRow) {
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
