// Page layout (API.md /pages/{n}): the page's displayed size, how it was read, what was done to it,
// and its lines and words in one compact column (layout-codec.ts). One row per page, so serving a
// page of a 2000-page document reads one row; lists and results never select `layout`.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE document_pages
      ADD COLUMN width double precision,
      ADD COLUMN height double precision,
      ADD COLUMN unit text,
      ADD COLUMN rotation smallint NOT NULL DEFAULT 0,
      ADD COLUMN dpi smallint,
      ADD COLUMN prepared text NOT NULL DEFAULT '',
      ADD COLUMN layout text NOT NULL DEFAULT ''
  `.execute(db);
}
