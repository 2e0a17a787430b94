// A completed document's structure as the API serves it: the Markdown of the whole document, its
// tables as JSON, and one table as JSON or CSV (services/document-structure-outputs.ts makes them).
import { ApiError } from '../../errors.js';
import { markdownOutput, tableAt, tablesJson } from '../../services/documents/document-structure-outputs.js';
import { tableCsv } from '../../structure/writers/table-csv.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';
import { attachment } from '../content-disposition.js';
import { parseEnum } from '../query.js';
import { completed } from './document-outputs.js';

const TABLE_NUMBER = /^[1-9][0-9]{0,8}$/;
// Excel and others read a BOM-less CSV in the system's legacy code page: Cyrillic would be mojibake.
const BOM = '\uFEFF';

export async function getMarkdownHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await completed(ctx, deps, params.id!, 'Markdown');
  await ctx.stream(200, { 'Content-Type': 'text/markdown; charset=utf-8' }, markdownOutput(deps.database.db, row));
}

export async function listTablesHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await completed(ctx, deps, params.id!, 'tables');
  await ctx.stream(200, { 'Content-Type': 'application/json; charset=utf-8' }, tablesJson(deps.database.db, row));
}

export async function getTableHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  // A bad query parameter is the request's fault whatever the document: checked first.
  const format = parseEnum(ctx.req.query, 'format', ['csv'] as const);
  const row = await completed(ctx, deps, params.id!, 'tables');
  const k = params.k!;
  const table = TABLE_NUMBER.test(k) ? await tableAt(deps.database.db, row, Number(k)) : undefined;
  if (!table) throw new ApiError('not_found', `The document ${row.id} has no table ${k.slice(0, 20)}.`);
  if (format === 'csv') {
    ctx.send(200, `${BOM}${tableCsv(table)}`, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(row.filename, `-table-${table.index}.csv`),
    });
    return;
  }
  ctx.json(200, table);
}
