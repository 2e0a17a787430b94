// Webhook delivery survives SIGKILL (API.md "Webhooks": "Retries survive a restart of the
// service"): real `docrec serve` processes one after another on one PostgreSQL schema, a real
// loopback receiver. Killed between attempts, the next process keeps the stored schedule and
// never sends again after success; killed during an attempt, the delivery it had claimed is
// taken over once its lease runs out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, form, tinyPng } from '../support/http.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { testDatabaseUrl } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const admin = new pg.Client(testDatabaseUrl);
const servers: ServeProcess[] = [];
const schemas: string[] = [];
const dirs: string[] = [];
let receiver: WebhookReceiver;

beforeAll(async () => {
  await admin.connect();
  receiver = await startWebhookReceiver((hook, index) => {
    if (hook.path === '/between') return { status: index === 0 ? 500 : 200 };
    if (hook.path === '/during') return index === 0 ? { status: 200, delayMs: 5000 } : { status: 200 };
    return { status: 404 };
  });
});
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await receiver?.close();
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A fresh schema and data directory that two processes in turn will share. */
async function sharedEnv(extra: Record<string, string>): Promise<{ env: Record<string, string>; schema: string }> {
  const schema = `t_whcrash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  schemas.push(schema);
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-whcrash-'));
  dirs.push(dataDir);
  const env = {
    DATABASE_URL: `${testDatabaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    DATA_DIR: dataDir,
    OCR_THREADS: '1',
    MIN_FREE_DISK_BYTES: '0',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAYS: '3s,3s,3s,3s',
    LOG_LEVEL: 'info',
    ...extra,
  };
  return { env, schema };
}

async function start(env: Record<string, string>): Promise<ServeProcess> {
  const s = await serveProcess(env);
  servers.push(s);
  return s;
}

async function kill(s: ServeProcess): Promise<void> {
  s.child.kill('SIGKILL');
  await s.exited;
}

interface DeliveryDbRow {
  id: string;
  event_id: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  next_attempt_at: Date | null;
  lease_owner: string | null;
  lease_expires_at: Date | null;
}

async function deliveryRow(schema: string, documentId: string): Promise<DeliveryDbRow | undefined> {
  const { rows } = await admin.query<DeliveryDbRow>(
    `SELECT id, event_id, status, attempts, last_status_code, next_attempt_at, lease_owner, lease_expires_at
       FROM ${schema}.webhook_deliveries WHERE document_id = $1 ORDER BY id`,
    [documentId],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

async function pollRow(schema: string, documentId: string, until: (r: DeliveryDbRow) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await deliveryRow(schema, documentId);
    if (row && until(row)) return row;
    if (Date.now() > deadline) throw new Error(`delivery row not as expected in ${timeoutMs} ms: ${JSON.stringify(row)}`);
    await sleep(25);
  }
}

async function attemptLog(schema: string, deliveryId: string) {
  const { rows } = await admin.query<{ attempt: number; status_code: number | null; instance: string }>(
    `SELECT attempt, status_code, instance FROM ${schema}.webhook_attempts WHERE delivery_id = $1 ORDER BY started_at, attempt`,
    [deliveryId],
  );
  return rows;
}

async function uploadWithHook(s: ServeProcess, key: string, webhookUrl: string): Promise<string> {
  const r = await call(`${s.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng, { webhook_url: webhookUrl }) });
  expect(r.status, r.text).toBe(202);
  return r.json.id;
}

async function apiDelivery(s: ServeProcess, key: string, documentId: string): Promise<any> {
  const r = await call(`${s.url}/v1/webhooks/deliveries?document_id=${documentId}`, { key });
  expect(r.status, r.text).toBe(200);
  expect(r.json.data).toHaveLength(1);
  return r.json.data[0];
}

const hooksOf = (path: string, eventId: string) => receiver.on(path).filter((h) => h.headers['x-service-event-id'] === eventId);

describe('webhook delivery across SIGKILL', () => {
  it('killed between attempts: the next process sends attempt 2 on the stored schedule, once', async () => {
    const { env, schema } = await sharedEnv({});
    const first = await start(env);
    const key = first.secretKey!;
    expect(key).toBeDefined();
    const docId = await uploadWithHook(first, key, `${receiver.url}/between`);

    const [hook1] = await receiver.waitFor('/between', 1, 30_000);
    expect(hook1!.headers['x-service-delivery-attempt']).toBe('1');
    expect(hook1!.body.document_id).toBe(docId);
    const eventId = String(hook1!.headers['x-service-event-id']);
    expect(hook1!.body.event_id).toBe(eventId);
    // The 500 is recorded (and attempt 2 scheduled) before the kill; 3 s leave ample time.
    const recorded = await pollRow(schema, docId, (r) => r.attempts === 1, 2000);
    expect(recorded).toMatchObject({ status: 'pending', last_status_code: 500, lease_owner: null, event_id: eventId });
    expect(recorded.next_attempt_at).not.toBeNull();
    const dueAt = recorded.next_attempt_at!.getTime();
    expect(dueAt - hook1!.at).toBeGreaterThan(2500);
    expect(dueAt - hook1!.at).toBeLessThan(6000);
    await kill(first);
    const killedAt = Date.now();
    expect(killedAt).toBeLessThan(dueAt - 500); // killed well before the first process could retry
    expect(receiver.on('/between')).toHaveLength(1);

    const second = await start(env);
    const [, hook2] = await receiver.waitFor('/between', 2, 20_000);
    expect(hook2!.headers['x-service-delivery-attempt']).toBe('2');
    expect(hook2!.headers['x-service-event-id']).toBe(eventId);
    expect(hook2!.body.event_id).toBe(eventId);
    expect(hook2!.body.document_id).toBe(docId);
    // On the schedule written before the kill: not early, and not much later (poll is 1 s).
    expect(hook2!.at).toBeGreaterThanOrEqual(dueAt - 250);
    expect(hook2!.at - hook1!.at).toBeGreaterThan(2500);
    expect(hook2!.at - hook1!.at).toBeLessThan(15_000);

    const done = await (async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const d = await apiDelivery(second, key, docId);
        if (d.status !== 'pending' || Date.now() > deadline) return d;
        await sleep(300);
      }
    })();
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200, last_error: null, event_id: eventId });
    const log = await attemptLog(schema, done.id);
    expect(log.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(log[0]!.instance).not.toBe(log[1]!.instance); // attempt 2 came from the second process

    // Nothing is sent twice after success.
    await sleep(4000);
    expect(hooksOf('/between', eventId)).toHaveLength(2);
    expect(receiver.on('/between')).toHaveLength(2);
    expect((await deliveryRow(schema, docId))!.status).toBe('succeeded');
    await kill(second);
  }, 50_000);

  it('killed during an attempt: the claimed delivery is attempted again after its lease and succeeds', async () => {
    // Delivery lease = JOB_LEASE_MS + WEBHOOK_TIMEOUT_MS = 5 s, written by the first process.
    const { env, schema } = await sharedEnv({ JOB_LEASE_MS: '2000', WEBHOOK_TIMEOUT_MS: '3000' });
    const first = await start(env);
    const key = first.secretKey!;
    const docId = await uploadWithHook(first, key, `${receiver.url}/during`);

    const [hook1] = await receiver.waitFor('/during', 1, 30_000);
    const eventId = String(hook1!.headers['x-service-event-id']);
    // Killed while the receiver still holds the request open (it answers after 5 s).
    await kill(first);
    const inFlight = await deliveryRow(schema, docId);
    expect(inFlight).toMatchObject({ status: 'pending', attempts: 0, event_id: eventId });
    expect(inFlight!.lease_owner).not.toBeNull(); // the dead process's claim is still on it
    const leaseEnds = inFlight!.lease_expires_at!.getTime();
    expect(leaseEnds - hook1!.at).toBeGreaterThan(2000);
    expect(leaseEnds - hook1!.at).toBeLessThan(6000);

    const second = await start(env);
    const [, hook2] = await receiver.waitFor('/during', 2, 25_000);
    expect(hook2!.headers['x-service-event-id']).toBe(eventId);
    expect(hook2!.body.event_id).toBe(eventId);
    expect(hook2!.at).toBeGreaterThanOrEqual(leaseEnds - 250); // not before the dead claim ran out

    const done = await pollRow(schema, docId, (r) => r.status !== 'pending', 10_000);
    expect(done).toMatchObject({ status: 'succeeded', last_status_code: 200, lease_owner: null });
    // The attempt cut off by the kill has no outcome; the log holds the one that succeeded.
    const log = await attemptLog(schema, done.id);
    expect(log.map((a) => a.status_code)).toEqual([200]);
    expect(hook2!.headers['x-service-delivery-attempt']).toBe(String(log[0]!.attempt));
    expect(await apiDelivery(second, key, docId)).toMatchObject({ status: 'succeeded', attempts: done.attempts });

    await sleep(1500);
    expect(receiver.on('/during')).toHaveLength(2);
    await kill(second);
  }, 45_000);
});
