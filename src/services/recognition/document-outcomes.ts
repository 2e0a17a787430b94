// Every state change of a document in recognition, each in one transaction with the outbox rows
// it announces: a stored page (plus any document.partial block it completes), completion, failure.
// Each checks that this instance still holds the document's lease; `lost` means it does not
// (deleted, or taken over after our lease expired) and the caller must drop the document.
import { sql } from 'kysely';
import { combinePages, partialBlock, type PageOutcome } from '../../domain/document-result.js';
import { utcDay } from '../../domain/time.js';
import type { DocumentErrorCode } from '../../errors.js';
import type { Db } from '../../store/database.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { enqueueEvent } from '../../store/outbox-repo.js';
import { lockOwned } from '../../store/processing-repo.js';
import { encodeLayout } from '../../layout/layout-codec.js';
import { firstSelected } from '../../domain/page-ranges.js';
import { documentStyle } from '../../structure/document-style.js';
import { decodeStructure, encodeStructure, type StoredStructure } from '../../structure/structure-codec.js';
import type { LayoutLine, PageGeometry, PageMethod } from '../../layout/page-layout.js';

export interface StoredPage extends PageOutcome {
  method: PageMethod;
  error: { code: string; message: string } | null;
  /** Null when the page could not even be loaded. */
  geometry: PageGeometry | null;
  lines: LayoutLine[];
  structure: StoredStructure;
  prepared: string[];
}

export type Finished = 'completed' | 'failed' | 'lost';

export async function storePage(
  db: Db,
  owner: string,
  id: string,
  page: StoredPage,
  partialPages: number,
): Promise<'stored' | 'duplicate' | 'lost'> {
  return db.transaction().execute(async (trx) => {
    const doc = await lockOwned(trx, owner, id);
    if (!doc) return 'lost';
    const inserted = await trx
      .insertInto('document_pages')
      .values({
        document_id: id,
        page: page.page,
        text: page.text,
        confidence: page.confidence,
        method: page.method,
        language: page.language,
        error_code: page.error?.code ?? null,
        error_message: page.error?.message ?? null,
        width: page.geometry?.width ?? null,
        height: page.geometry?.height ?? null,
        unit: page.geometry?.unit ?? null,
        rotation: page.geometry?.rotation ?? 0,
        dpi: page.geometry?.dpi ?? null,
        prepared: page.prepared.join(','),
        layout: encodeLayout(page.lines),
        structure: encodeStructure(page.structure),
      })
      .onConflict((oc) => oc.columns(['document_id', 'page']).doNothing())
      .returning('page')
      .executeTakeFirst();
    if (!inserted) return 'duplicate';
    await trx
      .updateTable('documents')
      .set({
        pages_done: sql`pages_done + 1`,
        pages_failed: page.error ? sql`pages_failed + 1` : sql`pages_failed`,
      })
      .where('id', '=', id)
      .execute();
    await announceCompletedBlocks(trx, doc, partialPages);
    return 'stored';
  });
}

/** document.partial for each block of `size` pages now fully stored, in page order, each once. */
async function announceCompletedBlocks(trx: Db, doc: DocumentRow, size: number): Promise<void> {
  const total = doc.pages_total ?? 0;
  if (doc.webhook_url === null || total <= size) return;
  let index = doc.partial_blocks;
  // Blocks are runs of `size` selected pages (API.md "Page ranges"), named by their own numbers.
  const numbers = firstSelected(doc.pages_selected, total);
  for (; index * size < total; index++) {
    const block = partialBlock(index, size, total);
    const first = numbers[block.first - 1]!;
    const last = numbers[block.last - 1]!;
    const pages = await pagesBetween(trx, doc.id, first, last);
    if (pages.length < block.last - block.first + 1) break;
    const combined = combinePages(pages);
    const language = doc.language ?? combined.language ?? '';
    await enqueueEvent(trx, doc, {
      event: 'document.partial',
      result: { text: combined.text, confidence: combined.confidence, pages: pages.length, language },
      pageRange: { first, last },
      pagesTotal: total,
    });
  }
  if (index !== doc.partial_blocks) {
    await trx.updateTable('documents').set({ partial_blocks: index }).where('id', '=', doc.id).execute();
  }
}

async function pagesBetween(trx: Db, id: string, first: number, last: number): Promise<PageOutcome[]> {
  return trx
    .selectFrom('document_pages')
    .select(['page', 'text', 'confidence', 'language'])
    .where('document_id', '=', id)
    .where('page', '>=', first)
    .where('page', '<=', last)
    .orderBy('page')
    .execute();
}

/** Page error codes that are not document error codes. */
const documentCodeFor = (code: string): DocumentErrorCode => (code === 'invalid_page' ? 'invalid_document' : (code as DocumentErrorCode));

/**
 * Completes a document whose pages are all stored: completed with the joined result, or failed
 * with its first failed page's code when every page failed. `fallbackLanguage` names a document
 * whose language could not be told (no text at all).
 */
export async function finishDocument(db: Db, owner: string, id: string, fallbackLanguage: string): Promise<Finished> {
  return db.transaction().execute(async (trx) => {
    const doc = await lockOwned(trx, owner, id);
    if (!doc) return 'lost';
    const pages = await trx
      .selectFrom('document_pages')
      .select(['page', 'text', 'confidence', 'language', 'error_code', 'error_message', 'structure'])
      .where('document_id', '=', id)
      .orderBy('page')
      .execute();
    const failed = pages.filter((p) => p.error_code !== null);
    if (pages.length > 0 && failed.length === pages.length) {
      const first = failed[0]!;
      return failDocumentIn(trx, doc, documentCodeFor(first.error_code!), `page ${first.page}: ${first.error_message ?? ''}`);
    }
    const combined = combinePages(pages);
    const language = doc.language ?? combined.language ?? fallbackLanguage;
    const completedAt = new Date();
    await trx
      .updateTable('documents')
      .set({
        status: 'completed',
        completed_at: completedAt,
        result_text: combined.text,
        result_confidence: combined.confidence,
        result_pages: pages.length,
        result_language: language,
        // Heading levels and running headers and footers: decided from every page at once.
        structure_style: JSON.stringify(documentStyle(pages.map((p) => decodeStructure(p.structure).paragraphs))),
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('id', '=', id)
      .execute();
    await countPages(trx, doc, pages.length - failed.length, completedAt);
    const result = { text: combined.text, confidence: combined.confidence, pages: pages.length, language };
    await enqueueEvent(trx, doc, { event: 'document.completed', completedAt, result });
    return 'completed';
  });
}

export async function failDocument(db: Db, owner: string, id: string, code: DocumentErrorCode, message: string): Promise<Finished> {
  return db.transaction().execute(async (trx) => {
    const doc = await lockOwned(trx, owner, id);
    return doc ? failDocumentIn(trx, doc, code, message) : 'lost';
  });
}

async function failDocumentIn(trx: Db, doc: DocumentRow, code: DocumentErrorCode, message: string): Promise<Finished> {
  const completedAt = new Date();
  await trx
    .updateTable('documents')
    .set({
      status: 'failed',
      completed_at: completedAt,
      error_code: code,
      error_message: message,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', doc.id)
    .execute();
  await enqueueEvent(trx, doc, { event: 'document.failed', completedAt, error: { code, message } });
  return 'failed';
}

/** usage_daily.pages: pages recognized today (UTC), on the day the document completed. */
async function countPages(trx: Db, doc: DocumentRow, pages: number, at: Date): Promise<void> {
  if (pages <= 0) return;
  await sql`
    INSERT INTO usage_daily (account_id, mode, day, documents, pages)
    VALUES (${doc.account_id}, ${doc.mode}, ${utcDay(at)}, 0, ${pages})
    ON CONFLICT (account_id, mode, day) DO UPDATE SET pages = usage_daily.pages + ${pages}`.execute(trx);
}
