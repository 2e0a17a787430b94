// Reading and deleting documents. Ids of the wrong shape, other accounts' documents and the
// other mode's documents are all plain 404s.
import { ApiError } from '../../errors.js';
import { isId } from '../../domain/ids.js';
import { findDocument, findDocumentJson } from '../../store/documents-repo.js';
import { listDocumentsJson } from '../../store/documents-list.js';
import { findPage, listPageSummaries } from '../../store/pages-repo.js';
import { documentStyleOf, toPageListItem, toPageObject } from '../../services/documents/page-view.js';
import { removeDocument } from '../../services/documents/remove-document.js';
import { parseCursor, parseEnum, parseLimit } from '../query.js';
import { listBodyJson } from '../list-body.js';
import { ownerOf } from './owner-of.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';

const statuses = ['queued', 'processing', 'completed', 'failed'] as const;

const documentNotFound = (id: string) => new ApiError('not_found', `No document ${id.slice(0, 40)} was found.`);

export async function findOwnedDocument(ctx: RequestContext, deps: AppDeps, id: string) {
  const row = isId('doc', id) ? await findDocument(deps.database.db, ownerOf(ctx), id) : undefined;
  if (!row) throw documentNotFound(id);
  return row;
}

export async function listDocumentsHandler(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const query = ctx.req.query;
  const limit = parseLimit(query);
  const startingAfter = parseCursor(query, 'doc');
  const status = parseEnum(query, 'status', statuses);
  const { rows, hasMore } = await listDocumentsJson(deps.database.db, ownerOf(ctx), {
    limit,
    ...(startingAfter ? { startingAfter } : {}),
    ...(status ? { status } : {}),
  });
  // The document objects as the database wrote them (store/document-json.ts): the two reads
  // clients poll hardest never decode a row into JavaScript.
  ctx.jsonText(200, listBodyJson(rows, hasMore));
}

export async function getDocumentHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const id = params.id!;
  const json = isId('doc', id) ? await findDocumentJson(deps.database.db, ownerOf(ctx), id) : undefined;
  if (json === undefined) throw documentNotFound(id);
  ctx.jsonText(200, json);
}

export async function getTextHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await findOwnedDocument(ctx, deps, params.id!);
  if (row.status !== 'completed') {
    throw new ApiError('not_ready', `The document is ${row.status}; its text is available once it has completed.`);
  }
  ctx.send(200, row.result_text ?? '', { 'Content-Type': 'text/plain; charset=utf-8' });
}

export async function getPagesHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await findOwnedDocument(ctx, deps, params.id!);
  const pages = await listPageSummaries(deps.database.db, row.id);
  const style = documentStyleOf(row);
  ctx.json(200, { object: 'list', data: pages.map((page) => toPageListItem(page, style)) });
}

const PAGE_NUMBER = /^[1-9][0-9]{0,8}$/;

export async function getPageHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await findOwnedDocument(ctx, deps, params.id!);
  const n = params.n!;
  const page = PAGE_NUMBER.test(n) ? await findPage(deps.database.db, row.id, Number(n)) : undefined;
  if (!page) {
    const total = row.pages_total === null ? '' : ` (the document has ${row.pages_total} pages)`;
    throw new ApiError('not_found', `Page ${n.slice(0, 20)} of ${row.id} is not done or does not exist${total}.`);
  }
  ctx.json(200, toPageObject(page, documentStyleOf(row)));
}

export async function deleteDocumentHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const id = params.id!;
  const removeDeps = { db: deps.database.db, storage: deps.storage, processor: deps.processor, logger: deps.logger };
  if (!(await removeDocument(removeDeps, ownerOf(ctx), id, ctx.requestId))) {
    throw documentNotFound(id);
  }
  ctx.noContent();
}
