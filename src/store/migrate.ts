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

/** The names this build knows, oldest first: the release tests compare them with a release's. */
export const knownMigrations = Object.keys(migrations).sort();

/**
 * Brings the schema up to date; kysely takes an advisory lock so concurrent instances are safe.
 * During a rolling upgrade an instance of the previous release may (re)start after a newer one
 * has migrated: migrations only ever expand the schema within a release step, so a database that
 * has every migration this build knows plus newer ones is served as it is (kysely alone would call
 * it corrupted and refuse to start).
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  // Kysely's introspector looks for its bookkeeping tables in every schema; pinning it to the
  // connection's own schema keeps several databases in one PostgreSQL (search_path) apart.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = current.rows[0]?.schema ?? 'public';
  const newer = await migrationsFromNewerRelease(db, migrationTableSchema);
  if (newer.length > 0) return;
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

/**
 * Migrations the database has run that this build does not know. Throws when the database is
 * newer but also lacks one of ours: that is not a schema an older release can serve.
 */
async function migrationsFromNewerRelease(db: Kysely<DatabaseSchema>, schema: string): Promise<string[]> {
  const table = await sql<{ exists: boolean }>`select to_regclass(${`"${schema}".kysely_migration`}) is not null as exists`.execute(db);
  if (!table.rows[0]?.exists) return [];
  const ran = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(db);
  const names = new Set(ran.rows.map((r) => r.name));
  const newer = [...names].filter((name) => !(name in migrations)).sort();
  const missing = knownMigrations.filter((name) => !names.has(name));
  if (newer.length > 0 && missing.length > 0) {
    throw new Error(
      `database migration ${missing[0]} failed: the database has migrations of a newer release (${newer.join(', ')}) but not ${missing.join(', ')}`,
    );
  }
  return newer;
}
