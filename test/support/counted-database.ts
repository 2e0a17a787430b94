// A PostgreSQL database behind the statement counter (pg-query-counter.ts), for tests of what
// really goes over the wire: a fresh schema opened through the proxy for the file's tests, and
// a plain document row to put in it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/store/database.js';
import { newId } from '../../src/domain/ids.js';
import type { Owner } from '../../src/store/owner.js';
import { startQueryCounter, type QueryCounter } from './pg-query-counter.js';
import { freshSchema } from './server.js';
import type { FreshSchema } from '../../bench/_kit/fresh-schema.js';

/** Opens the database before the file's tests and removes it after; the getters are valid in tests. */
export function countedDatabase(): { counter: () => QueryCounter; database: () => Database } {
  let counter: QueryCounter;
  let schema: FreshSchema;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    counter = await startQueryCounter();
    schema = await freshSchema(counter.url);
    dataDir = await mkdtemp(join(tmpdir(), 'docrec-counted-'));
    database = await openDatabase({ databaseUrl: schema.url, dataDir });
  });
  afterAll(async () => {
    await database?.close();
    await schema?.drop();
    await counter?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { counter: () => counter, database: () => database };
}

/** A document row of `owner` in `status`; returns its id. */
export async function insertDocument(db: Db, owner: Owner, status = 'queued'): Promise<string> {
  const id = newId('doc');
  await db
    .insertInto('documents')
    .values({
      id,
      account_id: owner.accountId,
      mode: owner.mode,
      status,
      filename: 'a.png',
      content_type: 'image/png',
      size_bytes: 1,
      sha256: '0'.repeat(64),
      storage_path: `uploads/${id}`,
      created_at: new Date(),
    })
    .execute();
  return id;
}
