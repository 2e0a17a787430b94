// `docrec submit` (the built CLI, a real child process) against a real server on PostgreSQL with
// real Tesseract: a directory of scans, --wait/--json, failures and their exit codes, and the
// plan's rate honoured through 429 Retry-After.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, baseEnv, cliPath, docrec, run } from '../support/cli-run.js';
import { tinyPng } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

let t: TestServer;
let rx: WebhookReceiver;
const work = makeWorkDir();
const scans = join(work.dir, 'scans');

beforeAll(async () => {
  assertBuilt();
  [t, rx] = await Promise.all([startTestServer('postgres', { WEBHOOK_ALLOW_PRIVATE: 'true' }), startWebhookReceiver()]);
  mkdirSync(join(scans, 'more'), { recursive: true });
  renderPage(scans, 'first', 'Invoice number 4711');
  renderPage(join(scans, 'more'), 'second', 'Delivery note 815');
  writeFileSync(join(scans, 'notes.txt'), 'not a scan: skipped when the directory is expanded');
  writeFileSync(join(work.dir, 'broken.pdf'), '%PDF-1.7\nthis is no PDF body at all\n');
});
afterAll(async () => {
  await Promise.all([t?.stop(), rx?.close()]);
  work.cleanup();
});

const submit = (args: string[], key = t.secretKey) => docrec(['submit', ...args], { DOCREC_URL: t.url, DOCREC_API_KEY: key });

/** Read from the database: the account's request budget may be spent. */
async function documentCount(accountId?: string): Promise<number> {
  let query = t.server.deps.database.db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n'));
  if (accountId) query = query.where('account_id', '=', accountId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('docrec submit', () => {
  it('uploads every scan of a directory tree, waits, and prints each text under its name', async () => {
    const r = await submit([scans, '--wait', '--language', 'en', '--webhook-url', `${rx.url}/cli`]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/==> .*scans\/first\.png <==\nInvoice number 4711\n==> .*scans\/more\/second\.png <==\nDelivery note 815\n/);
    // Off a terminal, progress is one line per change of state, naming the document.
    expect(r.stderr).toMatch(/first\.png: doc_\w{26} completed, 1 page/);
    expect(r.stderr).not.toMatch(/notes\.txt/);
    expect(await documentCount()).toBe(2);
    const hooks = await rx.waitFor('/cli', 2);
    expect(hooks.map((h) => h.body.event)).toEqual(['document.completed', 'document.completed']);
  });

  it('draws a live bar per file on a terminal', async () => {
    // script(1) gives the CLI a pseudo-terminal: what a user at a shell sees.
    const command = `${process.execPath} ${cliPath} submit ${join(scans, 'first.png')} --wait`;
    const r = await run('script', ['-qfec', command, '/dev/null'], baseEnv({ DOCREC_URL: t.url, DOCREC_API_KEY: t.secretKey }));
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/first\.png +\|\u2588{20}\| completed, 1 page/);
    expect(r.stdout).toMatch(/Invoice number 4711/);
  });

  it('--json prints one object per file, without waiting', async () => {
    const r = await submit([join(scans, 'first.png'), '--json', '--language', 'uk']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ file: join(scans, 'first.png'), document: { object: 'document', status: 'queued', language: 'uk' } });
  });

  it("exits 1 with the server's message for a refused file and for a failed document, and goes on with the rest", async () => {
    const r = await submit([join(scans, 'notes.txt'), join(work.dir, 'broken.pdf'), join(scans, 'first.png'), '--wait']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/notes\.txt: unsupported_media_type: /);
    expect(r.stderr).toMatch(/broken\.pdf: invalid_document: /);
    expect(r.stdout).toMatch(/Invoice number 4711/);
  });

  it('exits 1 for a wrong key and an unreachable server, 2 for a usage error', async () => {
    const badKey = await submit([join(scans, 'first.png')], 'svc_sk_not-a-key');
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toMatch(/unauthorized: Invalid or missing API key\./);
    const down = await docrec(['submit', join(scans, 'first.png')], { DOCREC_URL: 'http://127.0.0.1:9', DOCREC_API_KEY: t.secretKey });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9/);
    expect((await submit([])).code).toBe(2);
    expect((await docrec(['submit', 'x.png'], { DOCREC_URL: t.url })).stderr).toMatch(/DOCREC_API_KEY/);
  });
});

describe('docrec submit within the plan', () => {
  it('sends 12 files on a free plan (10 requests a minute) by waiting out Retry-After, all accepted once', async () => {
    const free = await t.createAccount('free');
    const dir = join(work.dir, 'burst');
    mkdirSync(dir);
    for (let i = 0; i < 12; i++) writeFileSync(join(dir, `page-${i}.png`), tinyPng);
    const r = await submit([dir, '--concurrency', '4'], free.secretKey);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(12);
    // 10 fit the burst; the other two need one refill interval (6 s) each.
    expect(r.ms).toBeGreaterThan(9_000);
    expect(await documentCount(free.id)).toBe(12);
  }, 60_000);

  it("stops at quota_exceeded: the day's documents are used up", async () => {
    const tiny = await t.createAccount('enterprise', { docsPerDay: 2 });
    const dir = join(work.dir, 'quota');
    mkdirSync(dir);
    for (let i = 0; i < 4; i++) writeFileSync(join(dir, `page-${i}.png`), tinyPng);
    const r = await submit([dir, '--concurrency', '1'], tiny.secretKey);
    expect(r.code).toBe(1);
    expect(r.stderr.match(/quota_exceeded/g)?.length).toBeGreaterThanOrEqual(2);
    expect(await documentCount(tiny.id)).toBe(2);
  });
});
