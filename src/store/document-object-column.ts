// Each document's API object without its text (document-json.ts), kept on the row in object_json
// by a trigger, so the list clients poll reads twenty stored objects instead of writing them on
// every request. A trigger rather than the application: every write refreshes it, whichever
// release makes it, and no write path can forget to. Rows written before the column existed keep
// null and are written at read time (storedDocumentJsonSql): no backfill holds the table.
//
// Not a migration: the previous release (v0.1.0) refuses to start on a database that has run a
// migration it does not know, and a rolling upgrade restarts old instances on the upgraded schema
// (test/integration/rolling-upgrade.test.ts). So the column and its trigger are added here, after
// the migrations, once, under an advisory lock (instances start together); the step only
// expands. Once there they are never replaced: a release that changes the document object must
// name a new column and function (document-json.test.ts fails until the stored bytes match), so
// two releases serving one database never rewrite each other's objects.
import { sql, type Kysely } from 'kysely';
import { documentJsonSql } from './document-json.js';
import type { DatabaseSchema } from './schema.js';

/** pg_advisory_xact_lock's key for this step (any constant no other step uses). */
const LOCK_KEY = 72_601_008;

export async function ensureDocumentObjectColumn(db: Kysely<DatabaseSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_trigger where tgname = 'documents_object_json' and tgrelid = 'documents'::regclass
    `.execute(trx);
    if (rows[0]!.n > 0) return;
    await sql`ALTER TABLE documents ADD COLUMN IF NOT EXISTS object_json text`.execute(trx);
    await sql
      .raw(
        'CREATE OR REPLACE FUNCTION documents_object_json() RETURNS trigger LANGUAGE plpgsql AS $$ ' +
          `BEGIN NEW.object_json := ${documentJsonSql(false, 'NEW')}; RETURN NEW; END $$`,
      )
      .execute(trx);
    await sql`
      CREATE TRIGGER documents_object_json BEFORE INSERT OR UPDATE ON documents
      FOR EACH ROW EXECUTE FUNCTION documents_object_json()
    `.execute(trx);
  });
}
