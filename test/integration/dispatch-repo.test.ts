// The dispatcher's queries on both backends (PGlite and PostgreSQL run the same SQL): due-ness,
// leases, per-document order, busy-target exclusion, attempt records and signing secrets.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/store/database.js';
import { createAccount, currentWebhookSecret, rotateWebhookSecret } from '../../src/store/accounts-repo.js';
import { enqueueEvent } from '../../src/store/outbox-repo.js';
import { newId } from '../../src/domain/ids.js';
import { claimDeliveries, recordAttempt, releaseDeliveries, secretsKey, signingSecrets } from '../../src/store/dispatch-repo.js';
import { testDatabaseUrl } from '../support/server.js';

async function openBackend(kind: 'pglite' | 'postgres') {
  const dir = await mkdtemp(join(tmpdir(), 'docrec-dispatch-'));
  let dropSchema = async () => {};
  let url: string | undefined;
  if (kind === 'postgres') {
    const schema = `t_dispatch_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
    const admin = new pg.Client(testDatabaseUrl);
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    url = `${testDatabaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    dropSchema = async () => {
      const c = new pg.Client(testDatabaseUrl);
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl: url, dataDir: dir });
  return {
    database,
    async close() {
      await database.close();
      await dropSchema();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.each(['pglite', 'postgres'] as const)('dispatch queries (%s)', (kind) => {
  let backend: { database: Database; close(): Promise<void> };
  let accountId: string;
  const db = () => backend.database.db;

  beforeAll(async () => {
    backend = await openBackend(kind);
    accountId = (await createAccount(db(), { name: 'dispatch', plan: 'pro' })).id;
  });
  afterAll(async () => backend?.close());

  async function documentWithEvents(url: string, events: number): Promise<string> {
    const id = newId('doc');
    const row = await db()
      .insertInto('documents')
      .values({
        id,
        account_id: accountId,
        mode: 'live',
        status: 'processing',
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size_bytes: 1,
        sha256: 'x',
        storage_path: '/nowhere',
        webhook_url: url,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (let i = 0; i < events; i++) {
      await enqueueEvent(db(), row, {
        event: 'document.partial',
        pageRange: { first: i + 1, last: i + 1 },
        pagesTotal: events,
        result: { text: `p${i}`, confidence: 1, pages: 1, language: 'en' },
      });
    }
    return id;
  }

  const clearQueue = () => db().deleteFrom('webhook_deliveries').execute();

  it('claims one event per document at a time, in the order written, and leases it', async () => {
    await clearQueue();
    const a = await documentWithEvents('https://a.example/h', 3);
    const b = await documentWithEvents('https://b.example/h', 1);
    const first = await claimDeliveries(db(), 'me', 60_000, 10, 8);
    expect(first.map((r) => r.document_id).sort()).toEqual([a, b].sort());
    const firstOfA = first.find((r) => r.document_id === a)!;
    expect((firstOfA.payload as any).page_range).toEqual({ first: 1, last: 1 });
    // While the first is in flight (leased), nothing else of that document is claimable.
    expect(await claimDeliveries(db(), 'other', 60_000, 10, 8)).toEqual([]);
    const done = await recordAttempt(db(), 'me', firstOfA.id, {
      attempt: 1,
      startedAt: new Date(),
      durationMs: 12.4,
      statusCode: 200,
      error: null,
      retryInMs: null,
      succeeded: true,
    });
    expect(done).toBe(true);
    const next = await claimDeliveries(db(), 'other', 60_000, 10, 8);
    expect(next.map((r) => (r.payload as any).page_range.first)).toEqual([2]);
    // Another owner cannot record an attempt on a delivery it does not hold.
    const stolen = await recordAttempt(db(), 'me', next[0]!.id, {
      attempt: 1,
      startedAt: new Date(),
      durationMs: 1,
      statusCode: 200,
      error: null,
      retryInMs: null,
      succeeded: true,
    });
    expect(stolen).toBe(false);
    const log = await db().selectFrom('webhook_attempts').selectAll().where('delivery_id', '=', firstOfA.id).execute();
    expect(log).toMatchObject([{ attempt: 1, status_code: 200, duration_ms: 12, instance: 'me', error: null }]);
  });

  it('an event waiting for its retry does not hold back later ones; a failure schedules from now', async () => {
    await clearQueue();
    const a = await documentWithEvents('https://a.example/h', 2);
    const [first] = await claimDeliveries(db(), 'me', 60_000, 10, 8);
    await recordAttempt(db(), 'me', first!.id, {
      attempt: 1,
      startedAt: new Date(),
      durationMs: 5,
      statusCode: 500,
      error: 'HTTP 500',
      retryInMs: 30_000,
      succeeded: false,
    });
    const row = await db().selectFrom('webhook_deliveries').selectAll().where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_error: 'HTTP 500', lease_owner: null });
    const { rows } = await sql<{ ms: number }>`SELECT extract(epoch FROM (${row.next_attempt_at} - now())) * 1000 AS ms`.execute(db());
    expect(Number(rows[0]!.ms)).toBeGreaterThan(28_000);
    const second = await claimDeliveries(db(), 'me', 60_000, 10, 8);
    expect(second.map((r) => [r.document_id, (r.payload as any).page_range.first])).toEqual([[a, 2]]);
  });

  it('takes no more per target than its room, and released deliveries are due again at once', async () => {
    await clearQueue();
    for (let i = 0; i < 4; i++) await documentWithEvents('https://Busy.example:8443/h', 1);
    const free = await documentWithEvents('https://free.example/h', 1);
    // Two of three slots on busy.example:8443 are in flight already: one more may go.
    const claimed = await claimDeliveries(db(), 'me', 60_000, 10, 3, new Map([['busy.example:8443', 2]]));
    expect(claimed.map((r) => r.target).sort()).toEqual(['busy.example:8443', 'free.example']);
    expect(claimed.some((r) => r.document_id === free)).toBe(true);
    const full = await claimDeliveries(db(), 'me', 60_000, 10, 3, new Map([['busy.example:8443', 3]]));
    expect(full).toEqual([]);
    const rest = await claimDeliveries(db(), 'me', 60_000, 10, 2);
    expect(rest).toHaveLength(2);
    await releaseDeliveries(
      db(),
      'me',
      rest.map((r) => r.id),
    );
    expect(await claimDeliveries(db(), 'other', 60_000, 10, 8)).toHaveLength(3); // 2 given back + 1 left over
  });

  it('concurrent claims never hand out the same delivery twice', async () => {
    await clearQueue();
    for (let i = 0; i < 60; i++) await documentWithEvents(`https://t${i % 6}.example/h`, 1);
    const batches = await Promise.all(Array.from({ length: 12 }, (_, i) => claimDeliveries(db(), `owner-${i}`, 60_000, 8, 4)));
    const ids = batches.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const owners = await db().selectFrom('webhook_deliveries').select(['id', 'lease_owner']).where('lease_owner', 'is not', null).execute();
    expect(owners).toHaveLength(ids.length);
  });

  it('an expired lease makes a claimed delivery due again (its process died)', async () => {
    await clearQueue();
    await documentWithEvents('https://a.example/h', 1);
    expect(await claimDeliveries(db(), 'dead', 50, 10, 8)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(await claimDeliveries(db(), 'alive', 60_000, 10, 8)).toHaveLength(1);
  });

  it('signs with the current secret and, while it lasts, the rotated-away one', async () => {
    const live = await currentWebhookSecret(db(), accountId, 'live');
    const test = await currentWebhookSecret(db(), accountId, 'test');
    const pairs = [
      { accountId, mode: 'live' },
      { accountId, mode: 'test' },
    ];
    let secrets = await signingSecrets(db(), pairs);
    expect(secrets.get(secretsKey(accountId, 'live'))).toEqual({ current: live, previous: undefined });
    const rotated = await rotateWebhookSecret(db(), accountId, 'live');
    secrets = await signingSecrets(db(), pairs);
    expect(secrets.get(secretsKey(accountId, 'live'))).toEqual({ current: rotated.secret, previous: live });
    expect(secrets.get(secretsKey(accountId, 'test'))).toEqual({ current: test, previous: undefined });
    await db()
      .updateTable('webhook_secrets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('secret', '=', live)
      .execute();
    secrets = await signingSecrets(db(), pairs);
    expect(secrets.get(secretsKey(accountId, 'live'))).toEqual({ current: rotated.secret, previous: undefined });
  });
});
