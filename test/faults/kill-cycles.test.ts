// Process faults (API.md JOB_LEASE_MS, "Retries survive a restart of the service", event_id
// dedupe): real `docrec serve` processes on one PostgreSQL schema and DATA_DIR are SIGKILLed one
// after another at seeded-random moments — mid-recognition, or just after the receiver got a
// webhook and before it answered. A last process then must finish everything within
// JOB_LEASE_MS + 60 s: no document lost or stuck, each page stored once, every event delivered
// at least once, no delivery left pending. FC_SEED=<seed> replays a run's plan; FC_CYCLES sets
// the count; DOCREC_LONG_TESTS=1 runs 100 cycles (and so about five times the documents).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { auditDocument, type Submitted } from '../support/fault-audit.js';
import { faultCluster, type FaultCluster } from '../support/fault-cluster.js';
import { faultDocuments, type FaultDoc } from '../support/fault-documents.js';
import { call } from '../support/http.js';
import { faultSeed, seededRandom } from '../support/seeded-random.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const LONG = process.env.DOCREC_LONG_TESTS === '1';
const CYCLES = Number(process.env.FC_CYCLES ?? (LONG ? 100 : 20));
const LEASE_MS = 1000;
const PARTIAL_PAGES = 3;
const seed = faultSeed();
const rng = seededRandom(seed);
// Answer delays come from their own stream: arrivals vary with timing, the kill plan must not.
const replyRng = seededRandom(seed ^ 0x5bd1e995);

const work = makeWorkDir();
const submitted: Submitted[] = [];
let c: FaultCluster;
let receiver: WebhookReceiver;
let docs: { initial: FaultDoc[]; extras: FaultDoc[] };
let onArrival: (() => void) | undefined;

beforeAll(async () => {
  console.log(`kill-cycles: FC_SEED=${seed} cycles=${CYCLES}${LONG ? ' (long)' : ''}`);
  docs = faultDocuments(work.dir);
  // Slow answers (100-300 ms) keep each attempt open long enough for a kill to land inside it.
  // A 500 to the first arrival of half the final events: an event counts as delivered only once a
  // 2xx was written back. Never to a partial: a partial waiting for its retry may be overtaken by
  // the next event (API.md), and the audit checks that events otherwise arrive strictly in order.
  const seen = new Set<string>();
  receiver = await startWebhookReceiver((hook) => {
    onArrival?.();
    const first = !seen.has(hook.body.event_id);
    seen.add(hook.body.event_id);
    const refuse = first && hook.body.event !== 'document.partial' && replyRng.chance(0.5);
    return { status: refuse ? 500 : 200, delayMs: replyRng.int(100, 300) };
  });
  c = await faultCluster({
    JOB_LEASE_MS: String(LEASE_MS),
    PARTIAL_PAGES: String(PARTIAL_PAGES),
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAYS: '200ms,200ms,500ms,1s',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await c?.close();
  await receiver?.close();
  work.cleanup();
});

/** Resolves true at the next webhook arrival, false after `ms` without one. */
function nextArrival(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (arrived: boolean) => {
      onArrival = undefined;
      clearTimeout(timer);
      resolve(arrived);
    };
    const timer = setTimeout(() => done(false), ms);
    onArrival = () => done(true);
  });
}

/** Polls `sql` until it returns no row; past `deadline`, fails naming the rows left. */
async function pollUntilNone(sql: string, params: unknown[], deadline: number, what: string): Promise<void> {
  for (;;) {
    const { rows } = await c.db.query<{ id: string }>(sql, params);
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${what} past the deadline: ${rows.map((r) => r.id).join(', ')}`);
    await sleep(250);
  }
}

async function terminalDocuments(): Promise<Map<string, string>> {
  const { rows } = await c.db.query<{ id: string; status: string; completed_at: Date }>(
    `SELECT id, status, completed_at FROM documents WHERE status IN ('completed', 'failed')`,
  );
  return new Map(rows.map((r) => [r.id, `${r.status} ${r.completed_at.toISOString()}`]));
}

it(
  `survives ${CYCLES} SIGKILLs during recognition and webhook sending`,
  async () => {
    const hookUrl = `${receiver.url}/kill-cycles`;
    const stats = { midRecognition: 0, midSend: 0, submittedLater: 0 };
    let finished = new Map<string, string>();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // The plan is drawn before anything is awaited, so FC_SEED replays it whatever the timing.
      const waitForHook = rng.chance(0.4);
      const delayMs = waitForHook ? rng.int(0, 60) : rng.int(300, 2500);
      const toSubmit = cycle === 0 ? docs.initial : rng.chance(0.8) ? [rng.pick(docs.extras)] : [];
      const s = await c.start();
      for (const doc of toSubmit) submitted.push({ id: await c.upload(s, doc.path, { ...doc.fields, webhook_url: hookUrl }), doc });
      if (cycle > 0) stats.submittedLater += toSubmit.length;
      if (waitForHook && (await nextArrival(2500))) stats.midSend++;
      await sleep(delayMs);
      await c.kill(s);
      // A live lease: the killed process was working on a document.
      const { rows } = await c.db.query(`SELECT 1 FROM documents WHERE lease_expires_at > now() LIMIT 1`);
      if (rows.length > 0) stats.midRecognition++;
      // A finished document stays finished as it was: no process may take it up again.
      const now = await terminalDocuments();
      for (const [id, end] of finished) expect(now.get(id), `document ${id} after cycle ${cycle}`).toBe(end);
      finished = now;
    }

    const startedAt = Date.now();
    const last = await c.start();
    const ids = submitted.map((d) => d.id);
    const stuck = `SELECT id FROM documents WHERE id = ANY($1) AND status IN ('queued', 'processing')`;
    await pollUntilNone(stuck, [ids], startedAt + LEASE_MS + 60_000, 'documents unfinished');
    const settledMs = Date.now() - startedAt;
    // Delivery leases of killed processes run JOB_LEASE_MS + WEBHOOK_TIMEOUT_MS (3 s); then retries.
    await pollUntilNone(`SELECT id FROM webhook_deliveries WHERE status = 'pending'`, [], Date.now() + 30_000, 'deliveries pending');
    const pending = await call(`${last.url}/v1/webhooks/deliveries?status=pending`, { key: c.key });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.data).toEqual([]);

    const { rows: all } = await c.db.query<{ id: string }>('SELECT id FROM documents');
    expect(all.map((r) => r.id).sort()).toEqual([...ids].sort());
    let hooks = 0;
    for (const sub of submitted) hooks += await auditDocument(c, last.url, sub, receiver.received, PARTIAL_PAGES);
    const { rows: events } = await c.db.query('SELECT 1 FROM webhook_deliveries');
    console.log(
      `kill-cycles: FC_SEED=${seed} cycles=${CYCLES} documents=${ids.length} (${stats.submittedLater} during cycles) ` +
        `kills mid-recognition=${stats.midRecognition} mid-send=${stats.midSend}; final process settled in ${settledMs} ms; ` +
        `events=${events.length} hooks received=${hooks} (redelivered ${hooks - events.length})`,
    );
  },
  CYCLES * 8_000 + 180_000,
);
