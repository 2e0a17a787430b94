import { inspect } from 'node:util';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import * as initial from './migrations/0001-initial.js';
import * as processing from './migrations/0002-processing.js';
import * as webhookDispatch from './migrations/0003-webhook-dispatch.js';
import * as pageLayout from './migrations/0004-page-layout.js';
import * as dashboard from './migrations/0005-dashboard.js';
import * as retention from './migrations/0006-retention.js';
import * as structure from './migrations/0007-structure.js';

// Migrations are compiled in (no directory scan), so the same list serves src and dist.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-processing': processing,
  '0003-webhook-dispatch': webhookDispatch,
  '0004-page-layout': pageLayout,
  '0005-dashboard': dashboard,
  '0006-retention': retention,
  '0007-structure': structure,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; kysely takes an advisory lock so concurrent instances are safe. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  // Kysely's introspector looks for its bookkeeping tables in every schema; pinning it to the
  // connection's own schema keeps several databases in one PostgreSQL (search_path) apart.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = current.rows[0]?.schema ?? 'public';
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
    if (!error) return;
    // Kysely passes on whatever the migration threw: an Error, unless a migration throws something else.
    const message = error instanceof Error ? error.message : inspect(error);
    // That scan of every schema fails when another user of the database drops a schema while it
    // runs (seen with test suites sharing one PostgreSQL): not our schema, so look again.
    const foreignSchemaVanished = /schema "(.+)" does not exist/.exec(message)?.[1];
    if (foreignSchemaVanished && foreignSchemaVanished !== migrationTableSchema && attempt < 5) continue;
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${message}`);
  }
}
