// Structure (API.md "Page ranges", "Structure: paragraphs and tables on a page"): the pages a
// document asked for, each page's paragraphs and tables (JSON, written by the page worker), and
// what the whole document decided about them when it completed (heading levels, running headers
// and footers). Additive only: an older instance ignores the new columns.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documents ADD COLUMN pages_selected text, ADD COLUMN structure_style text`.execute(db);
  await sql`ALTER TABLE document_pages ADD COLUMN structure text NOT NULL DEFAULT ''`.execute(db);
}
