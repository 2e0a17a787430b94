// The document object without its text (document-json.ts), kept on the row by a trigger, so the
// list clients poll reads it instead of writing twenty objects per page on every request.
//
// A trigger rather than the application: every write of a document, this release's or (during a
// rolling upgrade) the previous release's, refreshes it, and no write can forget to. Rows written
// before this migration keep null and are written at read time (coalesce in documents-list.ts):
// no backfill holds the table while the migration runs. A later release that changes the object
// replaces the function in a migration of its own; document-json.test.ts holds the column to
// JSON.stringify(toDocumentObject(row)) byte for byte after inserts and updates alike.
import { sql, type Kysely } from 'kysely';
import { documentJsonSql } from '../document-json.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documents ADD COLUMN object_json text`.execute(db);
  await sql
    .raw(
      'CREATE FUNCTION documents_object_json() RETURNS trigger LANGUAGE plpgsql AS $$ ' +
        `BEGIN NEW.object_json := ${documentJsonSql(false, 'NEW')}; RETURN NEW; END $$`,
    )
    .execute(db);
  await sql`
    CREATE TRIGGER documents_object_json BEFORE INSERT OR UPDATE ON documents
    FOR EACH ROW EXECUTE FUNCTION documents_object_json()
  `.execute(db);
}
