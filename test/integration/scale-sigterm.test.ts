// Graceful shutdown of one of two instances (main.ts RunningServer.stop, serve-command.ts): real
// `docrec serve` processes on one PostgreSQL schema and DATA_DIR. Instance A is recognizing a
// multi-page scan when it gets SIGTERM. While it drains it stays up but turns everything away
// (/readyz 503 with checks.accepting=false, API requests 503 service_unavailable, both with
// Retry-After), lets the page in its worker finish and be stored, gives the document's lease
// back and exits 0. Instance B takes the document over at once — not after the lease expires:
// JOB_LEASE_MS is 60 s — and completes it with every page stored once and every webhook event
// written and sent once.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopesFor } from '../../src/domain/api-keys.js';
import * as accounts from '../../src/store/accounts-repo.js';
import { openDatabase } from '../../src/store/database.js';
import { makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { call, form } from '../support/http.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { testDatabaseUrl } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const PAGES = 8;
const LEASE_MS = 60_000;
const LINE = 'Invoice 2024-117 was paid on the 3rd of March. The quick brown fox.';

const work = makeWorkDir();
const schema = `t_sigterm_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const databaseUrl = `${testDatabaseUrl}${testDatabaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const admin = new pg.Client(testDatabaseUrl);
const servers: ServeProcess[] = [];
let dataDir: string;
let receiver: WebhookReceiver;
let key: string;
let tiff: string;
let env: Record<string, string>;

beforeAll(async () => {
  // Dense pages (about 1.5 s each on one thread), each with its own first line, so a page
  // stored twice, lost or mixed up shows in the text.
  const pngs = Array.from(
    { length: PAGES },
    (_, i) => renderPage(work.dir, `p${i + 1}`, [`Page ${i + 1} of the sigterm test.`, ...Array(30).fill(LINE)].join('\n'), 1900, 2000).png,
  );
  tiff = join(work.dir, 'scan.tif');
  execFileSync('convert', [...pngs, '-compress', 'lzw', tiff]);

  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  dataDir = await mkdtemp(join(tmpdir(), 'docrec-sigterm-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const account = await accounts.createAccount(database.db, { name: 'sigterm', plan: 'enterprise', rpm: 100_000, docsPerDay: null });
    key = (await accounts.createApiKey(database.db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) })).key;
  } finally {
    await database.close();
  }
  receiver = await startWebhookReceiver(() => ({ status: 200 }));
  env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    OCR_THREADS: '1',
    JOB_LEASE_MS: String(LEASE_MS),
    PARTIAL_PAGES: '2',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    MIN_FREE_DISK_BYTES: '0',
  };
}, 60_000);

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await receiver?.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await admin.end().catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  work.cleanup();
});

async function start(): Promise<ServeProcess> {
  const s = await serveProcess(env);
  servers.push(s);
  return s;
}

interface DocRow {
  status: string;
  pages_total: number | null;
  pages_done: number;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  completed_at: Date | null;
}

async function docRow(id: string): Promise<DocRow> {
  const { rows } = await admin.query<DocRow>(
    `SELECT status, pages_total, pages_done, lease_owner, lease_expires_at, completed_at FROM ${schema}.documents WHERE id = $1`,
    [id],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The instance id in lease columns is host:pid:random. */
const ownedBy = (row: DocRow, s: ServeProcess) => row.lease_owner !== null && row.lease_owner.split(':')[1] === String(s.child.pid);

interface Seen {
  path: string;
  at: number;
  status: number;
  retryAfter: string | null;
  body: any;
}

describe('SIGTERM to one of two instances mid-document', () => {
  it('drains (503 + Retry-After), stores its page, releases the lease, exits 0; the other instance finishes at once', async () => {
    const a = await start();
    const bytes = await readFile(tiff);
    const up = await call(`${a.url}/v1/documents`, {
      method: 'POST',
      key,
      body: form(bytes, { language: 'en', webhook_url: `${receiver.url}/hooks` }, 'scan.tif'),
    });
    expect(up.status, up.text).toBe(202);
    const id: string = up.json.id;
    // A claims it (it is told at once); only then does B start, so B cannot have taken it first.
    await until('A to claim the document', 10_000, async () => {
      const r = await docRow(id);
      return ownedBy(r, a) ? r : undefined;
    });
    const b = await start();

    // A has stored at least one page and is working on the next.
    const before = await until(
      'A to store a page',
      30_000,
      async () => {
        const r = await call(`${a.url}/v1/documents/${id}`, { key });
        expect(r.status, r.text).toBe(200);
        return r.json.pages_done >= 1 ? r.json : undefined;
      },
      25,
    );
    expect(before.status).toBe('processing');
    expect(before.pages_total).toBe(PAGES);
    expect(before.pages_done, 'pages left for B to do').toBeLessThan(PAGES - 1);
    const leased = await docRow(id);
    expect(ownedBy(leased, a)).toBe(true);
    // Without A giving the lease back, B could take the document only after this.
    const leaseExpiry = leased.lease_expires_at!.getTime();
    expect(leaseExpiry - Date.now()).toBeGreaterThan(LEASE_MS / 2);

    const sigtermAt = Date.now();
    let exitCode: number | null | undefined;
    let exitedAt = 0;
    void a.exited.then((code) => {
      exitCode = code;
      exitedAt = Date.now();
    });
    a.child.kill('SIGTERM');

    // Watch A from SIGTERM until it exits, as a load balancer in front of it would: health checks
    // on /readyz and the traffic it still sends, over its pooled keep-alive connections (fetch's
    // default), as fast as A answers, so the drain is seen however short it is.
    const seen: Seen[] = [];
    const errors: string[] = [];
    while (exitCode === undefined && Date.now() - sigtermAt < 20_000) {
      for (const [path, auth] of [
        ['/readyz', undefined],
        ['/v1/account', key],
      ] as const) {
        try {
          const r = await call(`${a.url}${path}`, { ...(auth ? { key: auth } : {}), signal: AbortSignal.timeout(2000) });
          const body = r.json ?? r.text;
          seen.push({ path, at: Date.now() - sigtermAt, status: r.status, retryAfter: r.headers.get('retry-after'), body });
        } catch (err) {
          errors.push(`${Date.now() - sigtermAt} ms ${path}: ${String((err as Error).cause ?? err)}`);
        }
      }
      // Fast until the drain has been seen a few times, then at a health-check pace.
      await sleep(seen.length < 10 ? 10 : 500);
    }
    const code = await Promise.race([a.exited, sleep(3000).then(() => 'still running')]);
    console.info(
      `A exited (${String(code)}) ${exitedAt ? exitedAt - sigtermAt : '-'} ms after SIGTERM; ${seen.length} answers ` +
        `(first ${seen[0]?.at} ms, last ${seen.at(-1)?.at} ms), ${errors.length} failed connections`,
    );
    // Soft: the checks below (lease hand-over, pages, events) still run and report if this fails.
    expect.soft(code, `A's exit code; the end of its output:\n${a.output().slice(-1500)}`).toBe(0);
    expect.soft((exitedAt || Date.now()) - sigtermAt, 'A exits within 15 s of SIGTERM').toBeLessThan(15_000);
    expect.soft(seen.at(-1)?.at ?? 0, 'A stops answering once drained, while clients keep their connections').toBeLessThan(15_000);

    // While draining: not ready, not accepting, and API requests turned away with a retry hint.
    // (A request may be answered normally in the moment between kill() and A handling the
    // signal; from the first 503 on, every answer is a drain answer.)
    const first503 = seen.findIndex((r) => r.status === 503);
    expect(first503, `answers: ${JSON.stringify(seen.slice(0, 5))}`).toBeGreaterThanOrEqual(0);
    for (const r of seen.slice(0, first503)) {
      expect(r.status).toBe(200);
      expect(r.at).toBeLessThan(500);
    }
    const draining = seen.slice(first503);
    const readyz = draining.filter((r) => r.path === '/readyz');
    const api = draining.filter((r) => r.path === '/v1/account');
    expect(readyz.length, 'observed /readyz during the drain').toBeGreaterThan(0);
    expect(api.length, 'observed an API request during the drain').toBeGreaterThan(0);
    for (const r of readyz) {
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: 'unavailable', checks: { accepting: false } });
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    for (const r of api) {
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe('service_unavailable');
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
    }

    // B takes the document over as soon as A gives the lease back (A's drain lasts at most the
    // 10 s SHUTDOWN_DRAIN_MS, B polls every second), and completes it long before A's lease would
    // have run out.
    const takeover = await until('B to resume the document', 5000, async () => {
      // {"time":…,"documentId":"doc_…","resumedPages":N,"msg":"recognition started"} (N left out when 0)
      const m = new RegExp(`"time":(\\d+),[^\\n]*"documentId":"${id}"(?:,"resumedPages":(\\d+))?,"msg":"recognition started"`).exec(
        b.output(),
      );
      return m ? { at: Number(m[1]), resumed: Number(m[2] ?? 0) } : undefined;
    });
    expect(takeover.at - sigtermAt, 'B resumes within 12 s of SIGTERM').toBeLessThan(12_000);
    // The page in A's worker at SIGTERM was finished and stored during the drain, not given back.
    expect(takeover.resumed).toBeGreaterThan(before.pages_done);
    expect(takeover.resumed).toBeLessThan(PAGES);
    expect(a.output()).not.toMatch(/given back unfinished/);
    const afterExit = await docRow(id);
    expect(ownedBy(afterExit, a), `lease after A exited: ${afterExit.lease_owner}`).toBe(false);

    const done = await until(
      'B to complete the document',
      45_000,
      async () => {
        const r = await call(`${b.url}/v1/documents/${id}`, { key });
        expect(r.status, r.text).toBe(200);
        return r.json.status === 'completed' || r.json.status === 'failed' ? r.json : undefined;
      },
      200,
    );
    expect(done).toMatchObject({ status: 'completed', pages_total: PAGES, pages_done: PAGES, pages_failed: 0 });
    expect(new Date(done.completed_at).getTime()).toBeLessThan(leaseExpiry);
    console.info(
      `A had stored ${before.pages_done} page(s) at SIGTERM and ${takeover.resumed} when B resumed ` +
        `${takeover.at - sigtermAt} ms after SIGTERM; B completed it ${new Date(done.completed_at).getTime() - sigtermAt} ms after SIGTERM`,
    );

    // Every page stored exactly once, each with its own text.
    const { rows: pages } = await admin.query<{ page: number; text: string }>(
      `SELECT page, text FROM ${schema}.document_pages WHERE document_id = $1 ORDER BY page`,
      [id],
    );
    expect(pages.map((p) => p.page)).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    for (const p of pages) expect(p.text).toContain(`Page ${p.page} of the sigterm test`);
    for (let p = 1; p <= PAGES; p++) expect(done.result.text).toContain(`Page ${p} of the sigterm test`);

    // Events: each block of 2 pages once, in order, then one document.completed — written once and sent once.
    const { rows: outbox } = await admin.query<{ event: string; event_id: string; payload: any }>(
      `SELECT event, event_id, payload FROM ${schema}.webhook_deliveries WHERE document_id = $1 ORDER BY id`,
      [id],
    );
    const expected = [...Array(PAGES / 2).fill('document.partial'), 'document.completed'];
    expect(outbox.map((r) => r.event)).toEqual(expected);
    expect(outbox.slice(0, -1).map((r) => r.payload.page_range.first)).toEqual([1, 3, 5, 7]);
    await receiver.waitFor('/hooks', expected.length, 20_000);
    await sleep(2500); // two dispatcher polls: nothing more arrives
    const hooks = receiver.on('/hooks');
    expect(hooks.map((h) => h.body.event)).toEqual(expected);
    expect(hooks.map((h) => h.body.event_id)).toEqual(outbox.map((r) => r.event_id));
    expect(hooks.filter((h) => h.body.event === 'document.completed').map((h) => h.body.document_id)).toEqual([id]);
  }, 75_000);
});
