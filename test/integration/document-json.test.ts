// The document object is written twice: in TypeScript (toDocumentObject, then JSON.stringify)
// and in SQL (store/document-json.ts, what GET /v1/documents/{id} and the list send as they come
// from the database). On PostgreSQL and on PGlite, for rows of every status and every awkward
// value (nulls, escapes, astral and line-separator characters, microsecond timestamps, doubles,
// big sizes), both must give the same bytes, with and without the text: written at read time,
// read from the object_json a trigger keeps (store/document-object-column.ts) after inserts and
// after updates, and for rows older than that column, which have none.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql, type Insertable, type Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/store/database.js';
import { createAccount } from '../../src/store/accounts-repo.js';
import { documentJsonSql, storedDocumentJsonSql } from '../../src/store/document-json.js';
import type { DocumentRow } from '../../src/store/documents-repo.js';
import type { DocumentsTable } from '../../src/store/schema.js';
import { toDocumentObject } from '../../src/services/documents/document-view.js';
import { newId } from '../../src/domain/ids.js';
import { freshSchema } from '../support/server.js';
import type { FreshSchema } from '../../bench/_kit/fresh-schema.js';

const awkward = 'quote " backslash \\ slash / controls \u0001\u001f\b\f\n\r\t del \u007f ls \u2028 ps \u2029 😀 日本 </script>';
const at = (text: string) => sql<Date>`${text}::timestamptz`;

type Variant = Partial<Record<keyof DocumentsTable, unknown>>;
const variants: Variant[] = [
  { status: 'queued' },
  { status: 'processing', mode: 'test', started_at: at('2026-11-27 05:22:45.999999+00'), pages_total: 12, pages_done: 3, language: 'ukr' },
  {
    status: 'completed',
    filename: `naïve “${awkward}”.pdf`,
    webhook_url: 'https://example.com/hook?a=1&b="2"',
    pages_selected: '1-3,7,10-',
    started_at: at('2000-01-01 00:00:00+00'),
    completed_at: at('2026-06-30 23:59:59.000500+02'),
    result_text: awkward,
    result_confidence: 0.9312,
    result_pages: 3,
    result_language: null,
    language: 'eng+deu',
  },
  { status: 'completed', result_text: null, result_confidence: null, result_pages: null, result_language: null, language: null },
  { status: 'completed', result_text: '', result_confidence: 0.0001, result_pages: 1, result_language: 'ukr' },
  { status: 'completed', result_text: 'a\fb', result_confidence: 1, result_pages: 2, result_language: 'eng' },
  { status: 'completed', result_text: 'x', result_confidence: 0, result_pages: 1, result_language: 'eng' },
  { status: 'completed', result_text: 'y', result_confidence: 0.1 + 0.2, result_pages: 1, result_language: 'eng' },
  { status: 'completed', result_text: 'z', result_confidence: 0.123456789012, result_pages: 1, result_language: 'fra' },
  { status: 'failed', error_code: null, error_message: null, size_bytes: 2 ** 40 },
  { status: 'failed', error_code: 'invalid_document', error_message: `the PDF is "broken" ${awkward}`, pages_failed: 4 },
  { status: 'queued', created_at: at('2026-11-27 05:22:45.123456+00'), filename: '' },
];

describe.each(['postgres', 'pglite'] as const)('the document object from SQL equals the one from TypeScript (%s)', (kind) => {
  let database: Database;
  let schema: FreshSchema | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'docrec-document-json-'));
    schema = kind === 'postgres' ? await freshSchema() : undefined;
    database = await openDatabase({ databaseUrl: schema?.url, dataDir });
  });
  afterAll(async () => {
    await database?.close();
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gives the same bytes for every kind of row, with and without the text', async () => {
    const db = database.db;
    const account = await createAccount(db, { name: 'document-json', plan: 'pro' });
    const ids: string[] = [];
    for (const variant of variants) {
      const id = newId('doc');
      ids.push(id);
      const row = {
        id,
        account_id: account.id,
        mode: 'live',
        filename: 'scan.png',
        content_type: 'image/png',
        size_bytes: 1234,
        sha256: '0'.repeat(64),
        storage_path: `uploads/${id}`,
        created_at: at('2026-11-27 05:22:45.5+00'),
        ...variant,
      } as Insertable<DocumentsTable>;
      await db.insertInto('documents').values(row).execute();
    }
    await expectSameBytes(db, ids, 'at read time', documentJsonSql);
    expect(await withStoredObject(db, ids)).toBe(ids.length);
    await expectSameBytes(db, ids, 'kept by the trigger, after inserts', storedDocumentJsonSql);
    // Every row takes the next one's values, so each column changes in some update.
    for (const [i, id] of ids.entries()) {
      const next = variants[(i + 1) % variants.length] as Updateable<DocumentsTable>;
      await db.updateTable('documents').set(next).where('id', '=', id).execute();
    }
    await expectSameBytes(db, ids, 'kept by the trigger, after updates', storedDocumentJsonSql);
    // A row written before the column existed (no object_json) is written at read time.
    await sql`alter table documents disable trigger documents_object_json`.execute(db);
    await sql`update documents set object_json = null, pages_done = pages_done + 1 where id = any(${ids})`.execute(db);
    await sql`alter table documents enable trigger documents_object_json`.execute(db);
    expect(await withStoredObject(db, ids)).toBe(0);
    await expectSameBytes(db, ids, 'older rows, at read time', storedDocumentJsonSql);
  });
});

async function expectSameBytes(db: Database['db'], ids: string[], how: string, jsonSql: (includeText: boolean) => string) {
  for (const includeText of [true, false]) {
    const query = `select ${jsonSql(includeText)} as json, d.* from "documents" d where d.id = any($1::text[])`;
    const { rows } = await db.executeQuery<DocumentRow & { json: string }>(CompiledQuery.raw(query, [ids]));
    expect(rows).toHaveLength(variants.length);
    for (const row of rows)
      expect(row.json, `${how}: ${row.status} ${row.id}`).toBe(JSON.stringify(toDocumentObject(row, { includeText })));
  }
}

async function withStoredObject(db: Database['db'], ids: string[]): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from documents where object_json is not null and id = any(${ids})`.execute(db);
  return rows[0]!.n;
}
