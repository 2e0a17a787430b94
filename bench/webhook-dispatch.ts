// Webhook dispatch benchmark: deliveries/s to a local receiver with signing, and the added p99
// latency of API requests while 1,000 deliveries are in flight.
//
// A real docrec server (startServer, WEBHOOK_ALLOW_PRIVATE=true, recognition replaced by the
// queue-only processor so no OCR work competes) delivers to a receiver in its own process
// (webhook-receiver.ts: node:http, verifies both signatures of every delivery). Events are written
// with the outbox's own enqueueEvent, for documents cloned from one uploaded through the API.
//   1. deliveries/s: N events committed, then wake(); timed until the receiver has all N and the
//      outbox shows them all succeeded. Three layouts: N documents × 1 event to one target (the
//      usual case: one receiver URL), N documents × 1 event over BENCH_TARGETS ports (targets),
//      and 1 document × BENCH_SEQUENTIAL events, which the dispatcher sends one at a time by design.
//      Plus the CPU cost of signing alone (tinybench, deliveryHeaders on the real ~1 KB body).
//   2. p50/p99 of an authenticated GET /v1/documents/{id} under a moderate paced load (wrk with a
//      think time per connection), idle and while N deliveries drain through a receiver that
//      answers after BENCH_RECEIVER_DELAY_MS (all to one target), so they are still being delivered
//      when the window ends; what is left then is cancelled (deleted), not waited for.
//   3. untimed diagnostics: rows each delivery claims/releases (a counting trigger) and the claim
//      query's time with 200 and N events pending in each layout.
// Rounds are interleaved (every layout / phase once per round, order rotated); medians reported.
//
//   npm run bench:webhooks   (= npx tsc -p tsconfig.json && node dist/bench/webhook-dispatch.js)
//
// Environment (all optional):
//   BENCH_DELIVERIES         deliveries per run, and events behind each latency window (default 1000)
//   BENCH_SEQUENTIAL         events in the one-document layout (default 200: its rate falls with the backlog)
//   BENCH_PGLITE_DELIVERIES  deliveries per run on PGlite (default 200, to keep the run short)
//   BENCH_ROUNDS             interleaved rounds (default 3)
//   BENCH_BACKENDS           comma list of postgres, pglite (default both)
//   BENCH_DATABASE_URL       PostgreSQL (fresh schema, dropped after); default the test suite's
//                            postgres://postgres:postgres@127.0.0.1:5432/test; skipped with a note if unreachable
//   BENCH_TARGETS            receiver ports in the many-targets layout (default 8)
//   BENCH_DURATION           seconds of each GET load window (default 5)
//   BENCH_CONNECTIONS        wrk connections (default 8)
//   BENCH_THINK_MS           pause of each connection between requests (default 20), keeping the load moderate
//   BENCH_RECEIVER_DELAY_MS  receiver's delay before answering during the latency runs (default 50)
//   BENCH_TOOL               auto | wrk | builtin (default auto: wrk when installed; builtin = load-http.ts, unpaced)
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { Bench } from 'tinybench';
import { loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/main.js';
import { newId } from '../src/domain/ids.js';
import { scopesFor } from '../src/domain/api-keys.js';
import { QueueOnlyProcessor } from '../src/services/document-processor.js';
import type { DispatcherSettings } from '../src/services/webhook-dispatcher.js';
import { createAccount, createApiKey, currentWebhookSecret } from '../src/store/accounts-repo.js';
import type { Db } from '../src/store/database.js';
import { claimDeliveries } from '../src/store/dispatch-repo.js';
import type { DocumentRow } from '../src/store/documents-repo.js';
import { enqueueEvent, type EventFields } from '../src/store/outbox-repo.js';
import { attemptBody } from '../src/webhooks/event-body.js';
import { deliveryHeaders } from '../src/webhooks/signing.js';
import { envNumber, factsLines, fmt, machineFacts, percentile, progress, root, runMain, writeResults } from './bench-kit.js';
import { freshSchema } from './bench-server.js';
import { percentileMs, type LoadOptions, type LoadReport } from './load-http.js';
import type { ReceiverMessage, ReceiverStats } from './webhook-receiver.js';

type Backend = 'postgres' | 'pglite';
type Layout = 'documents-1-target' | 'documents-many-targets' | 'one-document';

const here = dirname(fileURLToPath(import.meta.url));
const ext = extname(fileURLToPath(import.meta.url));
const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';

/** The limits the running dispatcher was built with (create-dispatcher.ts does not export them). */
interface Limits {
  maxInFlight: number;
  maxPerTarget: number;
  pollMs: number;
}

function dispatcherLimits(server: RunningServer): Limits {
  const settings = (server.deps.webhooks as unknown as { settings?: Partial<DispatcherSettings> }).settings;
  const { maxInFlight, maxPerTarget, pollMs } = settings ?? {};
  if (typeof maxInFlight !== 'number' || typeof maxPerTarget !== 'number' || typeof pollMs !== 'number') {
    throw new Error('cannot read the dispatcher\'s settings (WebhookDispatcher changed?)');
  }
  return { maxInFlight, maxPerTarget, pollMs };
}

/** A 1x1 grayscale PNG: enough for the upload's magic-byte sniff. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

/** A document.completed event whose attempt body is about 1 KB, as for a short recognized page. */
const eventFields = (): EventFields => ({
  event: 'document.completed',
  completedAt: new Date(),
  result: {
    text: 'Invoice 2026-0417. Payment due within 30 days of receipt. '.repeat(12).trim(),
    confidence: 0.93,
    pages: 1,
    language: 'en',
  },
});

// ---- machine CPU --------------------------------------------------------------------------

/** All busy CPU time of the machine in ms (/proc/stat; USER_HZ 100), as bench/cpu-meter.ts reads it. */
function machineBusyMs(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (cpu.slice(0, 8).reduce((a, b) => a + b, 0) - cpu[3]! - cpu[4]!) * 10;
}

interface CpuWindow {
  /** Mean cores busy on the whole machine (this server, the receiver, PostgreSQL, wrk, anyone else). */
  machineCores: number;
  /** Mean cores used by this process: the docrec server (and, for PGlite, its database). */
  serverCores: number;
  serverCpuMs: number;
}

function cpuWindow(): () => CpuWindow {
  const busy0 = machineBusyMs();
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const wall = performance.now() - t0;
    const own = process.cpuUsage(own0);
    const serverCpuMs = (own.user + own.system) / 1000;
    return { machineCores: (machineBusyMs() - busy0) / wall, serverCores: serverCpuMs / wall, serverCpuMs };
  };
}

// ---- the receiver process ------------------------------------------------------------------

class Receiver {
  private waiting: { type: string; resolve: (m: ReceiverMessage) => void }[] = [];
  private reachedMessage: ReceiverStats | undefined;
  private onReached: ((s: ReceiverStats) => void) | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly ports: number[],
  ) {
    child.on('message', (m: ReceiverMessage) => {
      if (m.type === 'reached') {
        this.reachedMessage = m;
        this.onReached?.(m);
        return;
      }
      const i = this.waiting.findIndex((w) => w.type === m.type);
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(m);
    });
  }

  static start(ports: number): Promise<Receiver> {
    const child = fork(join(here, `webhook-receiver${ext}`), [String(ports)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('webhook receiver did not start in 20 s')), 20_000);
      child.once('message', (m: ReceiverMessage) => {
        clearTimeout(timer);
        if (m.type === 'listening') resolve(new Receiver(child, m.ports));
        else reject(new Error(`unexpected first message from the receiver: ${JSON.stringify(m)}`));
      });
      child.once('exit', (code) => reject(new Error(`webhook receiver exited (${code}) before listening`)));
    });
  }

  url(i: number): string {
    return `http://127.0.0.1:${this.ports[i % this.ports.length]}/hooks/docrec`;
  }

  private ask(message: object, type: ReceiverMessage['type']): Promise<ReceiverMessage> {
    return new Promise((resolve) => {
      this.waiting.push({ type, resolve });
      this.child.send(message);
    });
  }

  async reset(delayMs: number, secret: string, expect: number): Promise<void> {
    this.reachedMessage = undefined;
    await this.ask({ type: 'reset', delayMs, secret, expect }, 'reset');
  }

  stats(): Promise<ReceiverStats> {
    return this.ask({ type: 'stats' }, 'stats') as Promise<ReceiverStats>;
  }

  /** Resolves once the receiver has had `expect` deliveries since the last reset. */
  reached(timeoutMs: number): Promise<ReceiverStats> {
    if (this.reachedMessage) return Promise.resolve(this.reachedMessage);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.onReached = undefined;
        void this.stats().then((s) => reject(new Error(`receiver had ${s.received} deliveries after ${timeoutMs} ms`)));
      }, timeoutMs);
      this.onReached = (s) => {
        clearTimeout(timer);
        this.onReached = undefined;
        resolve(s);
      };
    });
  }

  stop(): void {
    this.child.disconnect();
  }
}

// ---- the server ----------------------------------------------------------------------------

interface Rig {
  backend: Backend;
  databaseHost: string | undefined;
  server: RunningServer;
  db: Db;
  key: string;
  secret: string;
  /** The document uploaded through the API (webhook_url = receiver port 0). */
  template: DocumentRow;
  /** `deliveries` clones of it, for the layouts that spread events over documents. */
  docs: DocumentRow[];
  stop(): Promise<void>;
}

async function postgresReachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startRig(backend: Backend, adminUrl: string, receiver: Receiver, deliveries: number): Promise<Rig> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-webhooks-'));
  const schema = backend === 'postgres' ? await freshSchema(adminUrl) : undefined;
  let server: RunningServer | undefined;
  try {
    server = await startServer(
      loadConfig({
        PORT: '0',
        DATA_DIR: dataDir,
        MIN_FREE_DISK_BYTES: '0',
        LOG_LEVEL: 'silent',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        ...(schema ? { DATABASE_URL: schema.url } : {}),
      }),
      { logger: pino({ level: 'silent' }), defaultMetrics: false, processor: new QueueOnlyProcessor() },
    );
    const db = server.deps.database.db;
    // A limit far above what the load can reach, so the limiter never shapes the latencies.
    const account = await createAccount(db, { name: 'bench-webhooks', plan: 'enterprise', rpm: 10_000_000, docsPerDay: null });
    const { key } = await createApiKey(db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });

    const form = new FormData();
    form.set('file', new Blob([tinyPng]), 'bench.png');
    form.set('webhook_url', receiver.url(0));
    const res = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
    const created = (await res.json()) as { id?: string };
    if (res.status !== 202 || !created.id) throw new Error(`upload answered ${res.status}: ${JSON.stringify(created)}`);
    const check = await fetch(`${server.url}/v1/documents/${created.id}`, { headers: { Authorization: `Bearer ${key}` } });
    if (check.status !== 200) throw new Error(`GET /v1/documents/${created.id} answered ${check.status}: ${await check.text()}`);
    await check.arrayBuffer();
    const template = await db.selectFrom('documents').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    if (template.webhook_url !== receiver.url(0)) throw new Error(`webhook_url stored as ${template.webhook_url}`);

    const docs: DocumentRow[] = [];
    for (let i = 0; i < deliveries; i++) docs.push({ ...template, id: newId('doc'), status: 'completed', completed_at: new Date() });
    for (let i = 0; i < docs.length; i += 500) await db.insertInto('documents').values(docs.slice(i, i + 500)).execute();

    const secret = await currentWebhookSecret(db, account.id, template.mode as 'live' | 'test');
    const host = schema ? new URL(adminUrl) : undefined;
    const running = server;
    return {
      backend,
      databaseHost: host ? `${host.hostname}:${host.port || 5432}` : undefined,
      server: running,
      db,
      key,
      secret,
      template,
      docs,
      async stop() {
        await running.stop();
        await schema?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await server?.stop();
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** The events of one run: which document each is for, and where it goes. */
function layoutEvents(rig: Rig, receiver: Receiver, layout: Layout, n: number, targets: number): DocumentRow[] {
  switch (layout) {
    case 'documents-1-target':
      return rig.docs.slice(0, n).map((d) => ({ ...d, webhook_url: receiver.url(0) }));
    case 'documents-many-targets':
      return rig.docs.slice(0, n).map((d, i) => ({ ...d, webhook_url: receiver.url(i % targets) }));
    case 'one-document':
      return Array.from({ length: n }, () => rig.template);
  }
}

/** Writes the events in one transaction with the outbox's own enqueueEvent; visible at commit. */
async function enqueue(db: Db, events: DocumentRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const doc of events) await enqueueEvent(trx, doc, eventFields());
  });
}

async function pendingCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function waitDrained(db: Db, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while ((await pendingCount(db)) > 0) {
    if (performance.now() > deadline) throw new Error(`deliveries still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function notSucceeded(db: Db): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '<>', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- 1. deliveries/s -----------------------------------------------------------------------

interface DeliveryRun {
  layout: Layout;
  deliveries: number;
  /** wake() → receiver has all N. */
  receivedMs: number;
  /** wake() → outbox shows all N succeeded. */
  wallMs: number;
  perS: number;
  serverCpuMsPerDelivery: number;
  receiverCpuMs: number;
  machineCores: number;
  serverCores: number;
  badSignature: number;
  duplicates: number;
  retries: number;
  meanBodyBytes: number;
}

async function deliveryRun(rig: Rig, receiver: Receiver, layout: Layout, n: number, targets: number): Promise<DeliveryRun> {
  await receiver.reset(0, rig.secret, n);
  await enqueue(rig.db, layoutEvents(rig, receiver, layout, n, targets));
  const cpu = cpuWindow();
  const t0 = performance.now();
  rig.server.deps.webhooks.wake();
  const got = await receiver.reached(120_000);
  const receivedMs = performance.now() - t0;
  await waitDrained(rig.db, 60_000);
  const wallMs = performance.now() - t0;
  const c = cpu();
  const failed = await notSucceeded(rig.db);
  if (failed > 0) throw new Error(`${failed} deliveries did not succeed (${layout})`);
  return {
    layout,
    deliveries: n,
    receivedMs,
    wallMs,
    perS: n / (wallMs / 1000),
    serverCpuMsPerDelivery: c.serverCpuMs / n,
    receiverCpuMs: got.cpuMs,
    machineCores: c.machineCores,
    serverCores: c.serverCores,
    badSignature: got.badSignature,
    duplicates: got.received - got.unique,
    retries: got.retries,
    meanBodyBytes: got.bodyBytes / Math.max(1, got.received),
  };
}

// ---- 2. GET latency under a paced load ------------------------------------------------------

interface LoadSettings {
  tool: 'wrk' | 'builtin';
  durationS: number;
  connections: number;
  thinkMs: number;
}

interface LoadResult {
  requests: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

function onPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return join(dir, binary);
    } catch {
      // not here
    }
  }
  return undefined;
}

function runChild(file: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 64 << 20, timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${file} ${args.join(' ')} failed: ${err.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** wrk's "1.23ms", "456.00us", "1.20s", "2.00m" in milliseconds (as in http-get.ts). */
function wrkTimeMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 'ms' ? value : m[2] === 's' ? value * 1000 : value * 60_000;
}

async function loadWindow(url: string, key: string, s: LoadSettings, scriptPath: string, durationS = s.durationS): Promise<LoadResult> {
  if (s.tool === 'builtin') {
    const opts: LoadOptions = { url, connections: s.connections, durationS, warmupS: 0, headers: { Authorization: `Bearer ${key}` } };
    const r = JSON.parse(await runChild(process.execPath, [join(here, `load-http${ext}`), JSON.stringify(opts)], (durationS + 60) * 1000)) as LoadReport;
    return {
      requests: r.requests,
      durationS: r.durationS,
      rps: r.requests / r.durationS,
      p50Ms: percentileMs(r.histogram, 50),
      p90Ms: percentileMs(r.histogram, 90),
      p99Ms: percentileMs(r.histogram, 99),
      maxMs: r.latencyMaxUs / 1000,
      errors: r.errors,
      non2xx: r.non2xx,
    };
  }
  const args = ['-t', '1', '-c', String(s.connections), '-d', `${durationS}s`, '--latency', '-s', scriptPath,
    '-H', `Authorization: Bearer ${key}`, url];
  const stdout = await runChild(onPath('wrk')!, args, (durationS + 60) * 1000);
  const pick = (re: RegExp) => re.exec(stdout)?.[1];
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const latency = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(stdout);
  return {
    requests: Number(pick(/(\d+) requests in/) ?? NaN),
    durationS: wrkTimeMs(pick(/requests in ([\d.]+\w+),/) ?? '') / 1000,
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/) ?? NaN),
    p50Ms: wrkTimeMs(pick(/^\s+50%\s+(\S+)/m) ?? ''),
    p90Ms: wrkTimeMs(pick(/^\s+90%\s+(\S+)/m) ?? ''),
    p99Ms: wrkTimeMs(pick(/^\s+99%\s+(\S+)/m) ?? ''),
    maxMs: wrkTimeMs(latency?.[3] ?? ''),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
  };
}

interface LatencyRun extends LoadResult {
  phase: 'idle' | 'delivering';
  machineCores: number;
  serverCores: number;
  /** Delivering only: deliveries enqueued for the window, received during it, and still pending at its end. */
  enqueued?: number;
  deliveredInWindow?: number;
  pendingAtEnd?: number;
}

async function latencyRun(
  rig: Rig,
  receiver: Receiver,
  phase: 'idle' | 'delivering',
  n: number,
  receiverDelayMs: number,
  s: LoadSettings,
  scriptPath: string,
): Promise<LatencyRun> {
  const url = `${rig.server.url}/v1/documents/${rig.template.id}`;
  if ((await pendingCount(rig.db)) > 0) throw new Error('deliveries pending before a latency window');
  if (phase === 'idle') {
    const cpu = cpuWindow();
    const r = await loadWindow(url, rig.key, s, scriptPath);
    return { phase, ...r, ...pickCores(cpu()) };
  }
  await receiver.reset(receiverDelayMs, rig.secret, n);
  await enqueue(rig.db, layoutEvents(rig, receiver, 'documents-1-target', n, 1));
  const cpu = cpuWindow();
  rig.server.deps.webhooks.wake();
  const before = await receiver.stats();
  const r = await loadWindow(url, rig.key, s, scriptPath);
  const after = await receiver.stats();
  const c = cpu();
  const pendingAtEnd = await pendingCount(rig.db);
  // What is left is cancelled rather than waited for (as deleting its documents would): attempts
  // under way finish and find their delivery gone; then the receiver goes quiet.
  await rig.db.deleteFrom('webhook_deliveries').where('status', '=', 'pending').execute();
  await settle(receiver, receiverDelayMs);
  if (after.badSignature > 0) throw new Error(`${after.badSignature} deliveries were not signed correctly`);
  return { phase, ...r, ...pickCores(c), enqueued: n, deliveredInWindow: after.received - before.received, pendingAtEnd };
}

/** Waits until the receiver has had no new delivery for a while. */
async function settle(receiver: Receiver, delayMs: number): Promise<void> {
  let last = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, Math.max(200, 3 * delayMs)));
    const { received } = await receiver.stats();
    if (received === last) return;
    last = received;
  }
}

const pickCores = (c: CpuWindow) => ({ machineCores: c.machineCores, serverCores: c.serverCores });

// ---- 3. diagnostics (untimed) ---------------------------------------------------------------

/** Counts what the dispatcher's UPDATEs do to webhook_deliveries rows, with sequences (no locks). */
async function installCounters(db: Db): Promise<void> {
  for (const name of ['bench_claimed', 'bench_released', 'bench_recorded', 'bench_statements']) {
    await sql.raw(`CREATE SEQUENCE ${name} MINVALUE 0 START 0`).execute(db);
  }
  await sql.raw(`
    CREATE FUNCTION bench_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status <> OLD.status OR NEW.attempts <> OLD.attempts THEN PERFORM nextval('bench_recorded');
      ELSIF NEW.lease_owner IS NOT NULL THEN PERFORM nextval('bench_claimed');
      ELSE PERFORM nextval('bench_released');
      END IF;
      RETURN NULL;
    END $$`).execute(db);
  await sql.raw(`
    CREATE FUNCTION bench_count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM nextval('bench_statements'); RETURN NULL; END $$`).execute(db);
  await sql.raw('CREATE TRIGGER bench_rows AFTER UPDATE ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION bench_count_row()').execute(db);
  await sql.raw('CREATE TRIGGER bench_statements AFTER UPDATE ON webhook_deliveries FOR EACH STATEMENT EXECUTE FUNCTION bench_count_statement()').execute(db);
}

async function readCounters(db: Db): Promise<Record<'claimed' | 'released' | 'recorded' | 'statements', number>> {
  const read = async (name: string) => {
    const r = await sql<{ last_value: string; is_called: boolean }>`SELECT last_value, is_called FROM ${sql.raw(name)}`.execute(db);
    return r.rows[0]!.is_called ? Number(r.rows[0]!.last_value) + 1 : 0;
  };
  return {
    claimed: await read('bench_claimed'),
    released: await read('bench_released'),
    recorded: await read('bench_recorded'),
    statements: await read('bench_statements'),
  };
}

async function dropCounters(db: Db): Promise<void> {
  await sql.raw('DROP TRIGGER bench_rows ON webhook_deliveries').execute(db);
  await sql.raw('DROP TRIGGER bench_statements ON webhook_deliveries').execute(db);
}

interface ChurnRun {
  layout: Layout;
  deliveries: number;
  perS: number;
  rowsClaimedPerDelivery: number;
  rowsReleasedPerDelivery: number;
  rowsRecordedPerDelivery: number;
  updateStatementsPerDelivery: number;
  /** UPDATE statements that were claims (empty ones included): all but the one recording each outcome; NaN if some were releases. */
  claimsPerDelivery: number;
}

async function churnRun(rig: Rig, receiver: Receiver, layout: Layout, n: number, targets: number): Promise<ChurnRun> {
  const before = await readCounters(rig.db);
  const run = await deliveryRun(rig, receiver, layout, n, targets);
  const after = await readCounters(rig.db);
  return {
    layout,
    deliveries: n,
    perS: run.perS,
    rowsClaimedPerDelivery: (after.claimed - before.claimed) / n,
    rowsReleasedPerDelivery: (after.released - before.released) / n,
    rowsRecordedPerDelivery: (after.recorded - before.recorded) / n,
    updateStatementsPerDelivery: (after.statements - before.statements) / n,
    claimsPerDelivery: after.released === before.released
      ? (after.statements - before.statements - (after.recorded - before.recorded)) / n
      : NaN,
  };
}

interface ClaimTiming {
  case: string;
  pending: number;
  limit: number;
  rowsClaimed: number;
  ms: number[];
  medianMs: number;
}

/**
 * Times one claimDeliveries call, as the dispatcher makes it, with `n` pending events inside a
 * transaction that is rolled back, so the running dispatcher never sees them. now() is the
 * transaction's start there, so the events are first made due by moving next_attempt_at back a
 * second (untimed). `inFlight`: attempts already running per target (the first `leased` events are
 * leased first, as while they are being sent).
 */
async function claimTiming(
  rig: Rig,
  receiver: Receiver,
  name: string,
  layout: Layout,
  n: number,
  targets: number,
  leased: number,
): Promise<ClaimTiming> {
  const ms: number[] = [];
  let rowsClaimed = 0;
  const { maxInFlight, maxPerTarget } = dispatcherLimits(rig.server);
  const limit = maxInFlight - leased;
  for (let rep = 0; rep < 3; rep++) {
    await rig.db
      .transaction()
      .execute(async (trx) => {
        for (const doc of layoutEvents(rig, receiver, layout, n, targets)) await enqueueEvent(trx, doc, eventFields());
        await sql`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'`.execute(trx);
        const inFlight = new Map<string, number>();
        if (leased > 0) {
          for (const row of await claimDeliveries(trx, 'bench-diag', 60_000, leased, maxPerTarget)) {
            const target = new URL(row.url).host;
            inFlight.set(target, (inFlight.get(target) ?? 0) + 1);
          }
        }
        const t0 = performance.now();
        const rows = await claimDeliveries(trx, 'bench-diag', 60_000, limit, maxPerTarget, inFlight);
        ms.push(performance.now() - t0);
        rowsClaimed = rows.length;
        throw new Rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err;
      });
  }
  return { case: name, pending: n, limit, rowsClaimed, ms, medianMs: percentile(ms, 50) };
}

class Rollback extends Error {}

// ---- signing alone -------------------------------------------------------------------------

interface SigningTask {
  name: string;
  meanUs: number;
  p99Us: number;
  opsPerS: number;
  samples: number;
}

async function signingBench(rig: Rig): Promise<{ bodyBytes: number; tasks: SigningTask[] }> {
  // The payload exactly as the outbox stores it, read back as the dispatcher reads it (rolled back).
  let payload: { payload: unknown; event_id: string; event: string } | undefined;
  await rig.db
    .transaction()
    .execute(async (trx) => {
      const eventId = await enqueueEvent(trx, rig.template, eventFields());
      payload = await trx
        .selectFrom('webhook_deliveries')
        .select(['payload', 'event_id', 'event'])
        .where('event_id', '=', eventId!)
        .executeTakeFirstOrThrow();
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  if (!payload) throw new Error('no payload read back');
  const stored = payload;
  const now = new Date();
  const body = attemptBody(stored.payload, now);
  const base = {
    eventId: stored.event_id,
    event: stored.event,
    attempt: 1,
    timestamp: Math.floor(now.getTime() / 1000),
    body,
    secret: rig.secret,
    previousSecret: undefined as string | undefined,
  };
  const bench = new Bench({ time: 400, warmupTime: 100 });
  bench
    .add('deliveryHeaders: both signatures', () => {
      deliveryHeaders(base);
    })
    .add('deliveryHeaders during a secret rotation (3 HMACs)', () => {
      deliveryHeaders({ ...base, previousSecret: rig.secret });
    })
    .add('attemptBody + deliveryHeaders (all CPU of an attempt before the network)', () => {
      deliveryHeaders({ ...base, body: attemptBody(stored.payload, now) });
    });
  await bench.run();
  const tasks = bench.tasks.map((t) => {
    const r = t.result;
    if (!('latency' in r)) throw new Error(`tinybench task ${t.name} ended ${r.state}`);
    return { name: t.name, meanUs: r.latency.mean * 1000, p99Us: r.latency.p99 * 1000, opsPerS: r.throughput.mean, samples: r.latency.samplesCount };
  });
  return { bodyBytes: body.length, tasks };
}

// ---- main ----------------------------------------------------------------------------------

/** The commit measured, and whether src/ differs from it. */
function sourceVersion(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} with uncommitted changes in src/` : head;
  } catch {
    return 'unknown';
  }
}

const LAYOUTS: Layout[] = ['documents-1-target', 'documents-many-targets', 'one-document'];

const median = (values: number[]) => percentile(values, 50);

function summarizeDeliveries(runs: DeliveryRun[]) {
  return Object.fromEntries(
    LAYOUTS.map((layout) => {
      const mine = runs.filter((r) => r.layout === layout);
      return [layout, {
        perS: mine.map((r) => r.perS),
        medianPerS: median(mine.map((r) => r.perS)),
        medianServerCpuMsPerDelivery: median(mine.map((r) => r.serverCpuMsPerDelivery)),
        medianServerCores: median(mine.map((r) => r.serverCores)),
        medianMachineCores: median(mine.map((r) => r.machineCores)),
        runs: mine,
      }];
    }),
  );
}

function summarizeLatency(runs: LatencyRun[]) {
  const of = (phase: string) => runs.filter((r) => r.phase === phase);
  const idle = of('idle');
  const busy = of('delivering');
  return {
    idle: { p50Ms: idle.map((r) => r.p50Ms), p99Ms: idle.map((r) => r.p99Ms), medianP50Ms: median(idle.map((r) => r.p50Ms)), medianP99Ms: median(idle.map((r) => r.p99Ms)), medianRps: median(idle.map((r) => r.rps)) },
    delivering: {
      p50Ms: busy.map((r) => r.p50Ms),
      p99Ms: busy.map((r) => r.p99Ms),
      medianP50Ms: median(busy.map((r) => r.p50Ms)),
      medianP99Ms: median(busy.map((r) => r.p99Ms)),
      medianRps: median(busy.map((r) => r.rps)),
      deliveredInWindow: busy.map((r) => r.deliveredInWindow!),
      pendingAtEnd: busy.map((r) => r.pendingAtEnd!),
    },
    addedP50Ms: median(busy.map((r) => r.p50Ms)) - median(idle.map((r) => r.p50Ms)),
    addedP99Ms: median(busy.map((r) => r.p99Ms)) - median(idle.map((r) => r.p99Ms)),
    runs,
  };
}

async function main() {
  const facts = machineFacts();
  const started = performance.now();
  const source = sourceVersion(); // what dist/ was just compiled from, before anyone changes src/ again
  const n = envNumber('BENCH_DELIVERIES', 1000);
  const rounds = envNumber('BENCH_ROUNDS', 3);
  const sequential = envNumber('BENCH_SEQUENTIAL', 200);
  const pgliteDeliveries = envNumber('BENCH_PGLITE_DELIVERIES', 200);
  const targets = envNumber('BENCH_TARGETS', 8);
  const receiverDelayMs = envNumber('BENCH_RECEIVER_DELAY_MS', 50, 0);
  const wantedTool = process.env.BENCH_TOOL ?? 'auto';
  if (!['auto', 'wrk', 'builtin'].includes(wantedTool)) throw new Error(`BENCH_TOOL must be auto, wrk or builtin, got "${wantedTool}"`);
  const load: LoadSettings = {
    tool: wantedTool === 'builtin' || (wantedTool === 'auto' && !onPath('wrk')) ? 'builtin' : 'wrk',
    durationS: envNumber('BENCH_DURATION', 5),
    connections: envNumber('BENCH_CONNECTIONS', 8),
    thinkMs: envNumber('BENCH_THINK_MS', 20, 0),
  };
  if (load.tool === 'wrk' && !onPath('wrk')) throw new Error('BENCH_TOOL=wrk but wrk is not installed');
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  const wanted = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((b) => b.trim()).filter(Boolean);
  for (const b of wanted) if (b !== 'postgres' && b !== 'pglite') throw new Error(`BENCH_BACKENDS: unknown backend "${b}"`);
  const notes: string[] = [];
  const backends: Backend[] = [];
  for (const b of wanted as Backend[]) {
    if (b === 'postgres') {
      const why = await postgresReachable(adminUrl);
      if (why) {
        notes.push(`PostgreSQL at ${new URL(adminUrl).host} not reachable (${why}): skipped.`);
        progress(`postgres skipped: ${why}`);
        continue;
      }
    }
    backends.push(b);
  }

  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-webhooks-wrk-'));
  const scriptPath = join(dir, 'paced.lua');
  // wrk's delay() hook: each connection waits thinkMs after a response before its next request.
  await writeFile(scriptPath, `function delay()\n  return ${load.thinkMs}\nend\n`);
  const receiver = await Receiver.start(targets);
  const results: Record<string, unknown> = {};
  let signing: Awaited<ReturnType<typeof signingBench>> | undefined;
  let limits: Limits | undefined;
  try {
    for (const backend of backends) {
      progress(`${backend}: starting server, ${n} documents…`);
      const rig = await startRig(backend, adminUrl, receiver, n);
      try {
        limits ??= dispatcherLimits(rig.server);
        if (!signing) {
          progress('signing alone (tinybench)…');
          signing = await signingBench(rig);
        }
        // Untimed warm-up: connections, JIT, the claim query's plan.
        await deliveryRun(rig, receiver, 'documents-1-target', Math.min(n, 200), targets);
        await loadWindow(`${rig.server.url}/v1/documents/${rig.template.id}`, rig.key, load, scriptPath, 1);

        const deliveries: DeliveryRun[] = [];
        const spread = Math.min(n, backend === 'pglite' ? pgliteDeliveries : n);
        for (let r = 0; r < rounds; r++) {
          for (let i = 0; i < LAYOUTS.length; i++) {
            const layout = LAYOUTS[(i + r) % LAYOUTS.length]!;
            const run = await deliveryRun(rig, receiver, layout, layout === 'one-document' ? Math.min(sequential, spread) : spread, targets);
            progress(`  ${backend} round ${r + 1} ${layout}: ${fmt(run.perS, 0)} deliveries/s (${fmt(run.wallMs, 0)} ms)`);
            deliveries.push(run);
          }
        }

        const latency: LatencyRun[] = [];
        for (let r = 0; r < rounds; r++) {
          const phases = r % 2 === 0 ? (['idle', 'delivering'] as const) : (['delivering', 'idle'] as const);
          for (const phase of phases) {
            const run = await latencyRun(rig, receiver, phase, n, receiverDelayMs, load, scriptPath);
            progress(`  ${backend} round ${r + 1} GET ${phase}: p50 ${fmt(run.p50Ms)} ms, p99 ${fmt(run.p99Ms)} ms, ${fmt(run.rps, 0)} req/s` +
              (phase === 'delivering' ? `, ${run.deliveredInWindow} delivered in the window, ${run.pendingAtEnd} still pending at its end` : ''));
            latency.push(run);
          }
        }

        progress(`  ${backend} diagnostics…`);
        const small = Math.min(200, n);
        const { maxPerTarget } = dispatcherLimits(rig.server);
        const claims = [];
        for (const size of small < n ? [small, n] : [n]) {
          claims.push(
            await claimTiming(rig, receiver, `${size} documents × 1 event, 1 target, nothing in flight`, 'documents-1-target', size, targets, 0),
            await claimTiming(rig, receiver, `${size} documents × 1 event, 1 target with ${maxPerTarget - 1} in flight (steady state: room for 1)`, 'documents-1-target', size, targets, maxPerTarget - 1),
            await claimTiming(rig, receiver, `${size} documents × 1 event, ${targets} targets, nothing in flight`, 'documents-many-targets', size, targets, 0),
            await claimTiming(rig, receiver, `1 document × ${size} events, its first in flight`, 'one-document', size, targets, 1),
          );
        }
        await installCounters(rig.db);
        const churn = [
          await churnRun(rig, receiver, 'documents-1-target', small, targets),
          await churnRun(rig, receiver, 'documents-many-targets', small, targets),
        ];
        await dropCounters(rig.db);

        results[backend] = {
          databaseHost: rig.databaseHost,
          deliveries: summarizeDeliveries(deliveries),
          latency: summarizeLatency(latency),
          diagnostics: { claims, churn },
        };
      } finally {
        await rig.stop();
      }
    }
  } finally {
    receiver.stop();
    await rm(dir, { recursive: true, force: true });
  }

  const loadAtStart = facts.loadAverageAtStart[0]!;
  if (loadAtStart > 0.5) {
    notes.push(`the machine was shared (1-minute load average ${loadAtStart} at start; "machine busy cores" below includes others' test runs), so numbers are noisy: compare rows measured in the same run, not across runs.`);
  }
  const summary = {
    benchmark: 'webhook-dispatch',
    ...facts,
    source,
    settings: {
      deliveriesPerRun: n,
      pgliteDeliveriesPerRun: Math.min(n, pgliteDeliveries),
      oneDocumentEvents: sequential,
      rounds,
      targetsInManyTargetsLayout: targets,
      dispatcher: limits,
      receiver: `separate process (webhook-receiver.ts), node:http on ${targets} loopback ports, verifies both signatures of every delivery`,
      latencyLoad: { ...load, receiverDelayMs, target: 'GET /v1/documents/{id}, authenticated (secret key, enterprise account, 10,000,000 rpm)' },
    },
    backends,
    notes,
    signing,
    results,
    totalSeconds: (performance.now() - started) / 1000,
  };
  await writeResults('webhook-dispatch', summary, markdown(summary));
}

// ---- report --------------------------------------------------------------------------------

const LAYOUT_TEXT: Record<Layout, (n: number, targets: number) => string> = {
  'documents-1-target': (n) => `${n} documents × 1 event, 1 target`,
  'documents-many-targets': (n, t) => `${n} documents × 1 event, ${t} targets`,
  'one-document': (n) => `1 document × ${n} events (sent one at a time by design)`,
};

function markdown(s: any): string {
  const n = s.settings.deliveriesPerRun;
  const t = s.settings.targetsInManyTargetsLayout;
  const l = s.settings.latencyLoad;
  const lines = [
    '# Webhook dispatch: deliveries/s with signing, and API latency while deliveries are in flight',
    '',
    ...factsLines(s),
    `- source: ${s.source}`,
    `- database: ${s.backends.map((b: string) => (b === 'postgres' ? `PostgreSQL (${s.results.postgres.databaseHost}, fresh schema)` : 'PGlite (embedded, in the server process)')).join('; ')}`,
    `- server: startServer in this process, WEBHOOK_ALLOW_PRIVATE=true, recognition replaced by the queue-only processor; dispatcher as shipped (read from the running one: ${s.settings.dispatcher.maxInFlight} attempts in flight per process, ${s.settings.dispatcher.maxPerTarget} per target, poll every ${s.settings.dispatcher.pollMs} ms)`,
    `- receiver: its own process, node:http on ${t} loopback ports, 200 with an empty body; checks X-Service-Signature and webhook-signature of every delivery`,
    `- events: written with enqueueEvent in one transaction, document.completed with a ${s.signing ? s.signing.bodyBytes : '~1000'}-byte attempt body; ${s.settings.rounds} interleaved rounds, medians reported; whole run ${fmt(s.totalSeconds, 0)} s`,
    ...s.notes.map((x: string) => `- note: ${x}`),
    '',
    '## Deliveries/s (events committed → wake() → the receiver has all and the outbox shows all succeeded)',
    '',
    '| database | layout | deliveries/s per round | median deliveries/s | server CPU ms per delivery | server cores | machine busy cores |',
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const b of s.backends) {
    const d = s.results[b].deliveries;
    for (const layout of LAYOUTS) {
      const x = d[layout];
      lines.push(`| ${b} | ${LAYOUT_TEXT[layout](x.runs[0].deliveries, t)} | ${x.perS.map((v: number) => fmt(v, 0)).join(', ')} | **${fmt(x.medianPerS, 0)}** | ${fmt(x.medianServerCpuMsPerDelivery, 2)} | ${fmt(x.medianServerCores, 2)} | ${fmt(x.medianMachineCores, 2)} |`);
    }
  }
  const allRuns = s.backends.flatMap((b: string) => LAYOUTS.flatMap((layout) => s.results[b].deliveries[layout].runs));
  lines.push(
    '',
    `Every run: ${sumOf(allRuns, 'badSignature')} bad signatures, ${sumOf(allRuns, 'duplicates')} duplicates, ${sumOf(allRuns, 'retries')} retries at the receiver; all deliveries succeeded. ` +
      '"server" is this process (the docrec server; with PGlite also its database); "machine busy" is every process on the 2 cores (receiver, PostgreSQL, anyone else\'s tests).',
    '',
  );
  if (s.signing) {
    lines.push(
      `## Signing alone (tinybench, the real ${s.signing.bodyBytes}-byte body)`,
      '',
      '| operation | mean µs | p99 µs | ops/s on one core |',
      '|---|---:|---:|---:|',
      ...s.signing.tasks.map((x: SigningTask) => `| ${x.name} | ${fmt(x.meanUs, 1)} | ${fmt(x.p99Us, 1)} | ${fmt(x.opsPerS, 0)} |`),
      '',
    );
  }
  lines.push(
    `## GET /v1/documents/{id} while ${n} deliveries drain`,
    '',
    `Load: ${l.tool === 'wrk' ? `wrk, 1 thread, ${l.connections} connections, each pausing ${l.thinkMs} ms after every response (paced, far below saturation)` : `load-http.ts, ${l.connections} connections back to back (unpaced)`}; ` +
      `${l.durationS} s windows. "delivering": ${n} events committed and the dispatcher woken just before the window, receiver answering after ${l.receiverDelayMs} ms, all to one target.`,
    '',
    '| database | phase | p50 ms per round | p99 ms per round | median p50 ms | median p99 ms | median req/s | delivered in window | still pending at window end |',
    '|---|---|---|---|---:|---:|---:|---|---|',
  );
  for (const b of s.backends) {
    const x = s.results[b].latency;
    const list = (v: number[]) => v.map((y) => fmt(y, 2)).join(', ');
    lines.push(
      `| ${b} | idle | ${list(x.idle.p50Ms)} | ${list(x.idle.p99Ms)} | ${fmt(x.idle.medianP50Ms)} | ${fmt(x.idle.medianP99Ms)} | ${fmt(x.idle.medianRps, 0)} | – | – |`,
      `| ${b} | delivering | ${list(x.delivering.p50Ms)} | ${list(x.delivering.p99Ms)} | ${fmt(x.delivering.medianP50Ms)} | ${fmt(x.delivering.medianP99Ms)} | ${fmt(x.delivering.medianRps, 0)} | ${x.delivering.deliveredInWindow.join(', ')} | ${x.delivering.pendingAtEnd.join(', ')} |`,
    );
  }
  lines.push('');
  for (const b of s.backends) {
    const x = s.results[b].latency;
    const covered = x.delivering.pendingAtEnd.every((p: number) => p > 0);
    lines.push(
      `- ${b}: added p99 **${fmt(x.addedP99Ms)} ms** (median delivering − median idle), added p50 ${fmt(x.addedP50Ms)} ms; ` +
        (covered ? 'deliveries were still pending at the end of every delivering window.' : '**the backlog emptied before the end of some delivering window** (see "still pending").'),
    );
  }
  lines.push(
    '',
    '## Diagnostics (untimed)',
    '',
    'Rows of webhook_deliveries each delivery touches, counted by a trigger during one extra run per layout (claimed: leased by a claim; released: given back unattempted; recorded: the outcome), and the claim statements per delivery (UPDATE statements, empty claims included, minus one per recorded outcome):',
    '',
    '| database | layout | deliveries/s (with trigger) | rows claimed | rows released | rows recorded | UPDATE statements | claims |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const b of s.backends) {
    for (const c of s.results[b].diagnostics.churn as ChurnRun[]) {
      lines.push(`| ${b} | ${LAYOUT_TEXT[c.layout](c.deliveries, t)} | ${fmt(c.perS, 0)} | ${fmt(c.rowsClaimedPerDelivery, 1)} | ${fmt(c.rowsReleasedPerDelivery, 1)} | ${fmt(c.rowsRecordedPerDelivery, 1)} | ${fmt(c.updateStatementsPerDelivery, 1)} | ${fmt(c.claimsPerDelivery, 2)} |`);
    }
  }
  lines.push(
    '',
    'One claimDeliveries call with the events pending (in a rolled-back transaction, 3 repetitions):',
    '',
    '| database | case | limit | rows claimed | ms per repetition | median ms |',
    '|---|---|---:|---:|---|---:|',
  );
  for (const b of s.backends) {
    for (const c of s.results[b].diagnostics.claims as ClaimTiming[]) {
      lines.push(`| ${b} | ${c.case} | ${c.limit} | ${c.rowsClaimed} | ${c.ms.map((v) => fmt(v, 1)).join(', ')} | ${fmt(c.medianMs, 1)} |`);
    }
  }
  lines.push('', ...observations(s), '');
  return lines.join('\n');
}

/** Derived from the measured numbers above; no number here that was not measured in this run. */
function observations(s: any): string[] {
  const out = ['## Reading the numbers', ''];
  const l = s.settings.latencyLoad;
  const lim = s.settings.dispatcher;
  for (const b of s.backends) {
    const r = s.results[b];
    const best = Math.max(...LAYOUTS.map((layout) => r.deliveries[layout].medianPerS as number));
    if (s.signing) {
      const us = s.signing.tasks[0].meanUs as number;
      out.push(`- ${b}: signing (both signatures) takes ${fmt(us, 1)} µs, ${fmt((us / (1e6 / best)) * 100, 2)}% of the ${fmt(1000 / best, 2)} ms per delivery at the best median rate measured (${fmt(best, 0)}/s); signing is not what limits the rate.`);
    }
    const claim = (re: RegExp) => (r.diagnostics.claims as ClaimTiming[]).filter((c) => re.test(c.case));
    const steady = claim(/room for 1/);
    const oneDoc = claim(/^1 document/);
    if (steady.length === 2 && oneDoc.length === 2) {
      const oneTarget = (r.diagnostics.churn as ChurnRun[]).find((c) => c.layout === 'documents-1-target');
      out.push(`- ${b}: one claim with ${steady[0]!.pending} vs ${steady[1]!.pending} events pending: ${fmt(steady[0]!.medianMs, 1)} vs ${fmt(steady[1]!.medianMs, 1)} ms (1 target, room for 1), ` +
        `${fmt(oneDoc[0]!.medianMs, 1)} vs ${fmt(oneDoc[1]!.medianMs, 1)} ms (1 document): each claim looks at every due event, so it costs more the longer the backlog` +
        (oneTarget && Number.isFinite(oneTarget.claimsPerDelivery)
          ? `, and with one target there were ${fmt(oneTarget.claimsPerDelivery, 2)} claims per delivery (${fmt(oneTarget.rowsReleasedPerDelivery, 1)} rows given back unattempted).`
          : '.'));
    }
    const window = r.latency.delivering;
    const perS = median(window.deliveredInWindow) / l.durationS;
    out.push(`- ${b}: while the API was measured, deliveries to the ${l.receiverDelayMs} ms receiver ran at ${fmt(perS, 0)}/s (median); ${lim.maxPerTarget} connections to one target could carry ${fmt((lim.maxPerTarget * 1000) / l.receiverDelayMs, 0)}/s at that answer time.`);
  }
  if (s.backends.includes('pglite')) {
    out.push('- PGlite runs the database inside the server process, so the dispatcher\'s queries take their CPU time on the thread that also answers API requests; PostgreSQL runs them in its own processes.');
  }
  return out;
}

const sumOf = (runs: any[], key: string) => runs.reduce((a, r) => a + (r[key] as number), 0);

runMain('webhook-dispatch', main);
