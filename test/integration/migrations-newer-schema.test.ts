// An instance of an older release may (re)start on a database a newer release has migrated, in the
// middle of a rolling upgrade: it must serve it as it is, not refuse it as "corrupted" (kysely's own
// check) and not try to undo it. A database that is newer yet lacks one of this build's own
// migrations is no schema this build can serve, and the start fails saying why.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../../src/store/migrate.js';
import { openDatabase } from '../../src/store/database.js';
import { freshSchema } from '../support/server.js';

let schema: Awaited<ReturnType<typeof freshSchema>>;
let client: pg.Client;
let dataDir: string;
const open = async () => (await openDatabase({ databaseUrl: schema.url, dataDir })).close();

beforeAll(async () => {
  schema = await freshSchema();
  dataDir = await mkdtemp(join(tmpdir(), 'docrec-newer-schema-'));
  await open();
  client = new pg.Client(schema.url);
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await schema?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a database migrated by a newer release', () => {
  it('opens, and is left as it is', async () => {
    await client.query(`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-a-newer-release', now())`);
    await open();
    const names = (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((r) => r.name);
    expect(names).toEqual([...knownMigrations, '9999-from-a-newer-release']);
  });

  it('refuses, naming what is missing, when one of this build’s own migrations never ran', async () => {
    const last = knownMigrations.at(-1)!;
    await client.query('DELETE FROM kysely_migration WHERE name = $1', [last]);
    await expect(open()).rejects.toThrow(`newer release (9999-from-a-newer-release) but not ${last}`);
    await client.query(`INSERT INTO kysely_migration (name, timestamp) VALUES ($1, now())`, [last]);
  });
});
