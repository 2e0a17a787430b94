// A rolling upgrade, as an operator runs one across hosts: the previous release (the newest v* tag
// behind HEAD, built from git) creates the schema and serves documents on PostgreSQL + Redis + a
// bucket; then an instance of this checkout starts on the same database (running its migrations)
// while the old one keeps accepting and recognizing; the old one restarts on the upgraded schema,
// and is finally retired with documents in flight. Nothing accepted may be lost: every document
// completes, is readable through both versions, and is announced by exactly one webhook event.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { call, form } from '../support/http.js';
import { previousRelease, type Release } from '../support/previous-release.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { buildRelease, type ReleaseBuild } from '../support/release-build.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { freshSchema } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const work = makeWorkDir();
let release: Release;
let build: ReleaseBuild;
let buildSeconds: number;
let s3: S3TestServer;
let redis: RedisServer;
let receiver: WebhookReceiver;
let schema: Awaited<ReturnType<typeof freshSchema>>;
const dirs: string[] = [];
const running = new Set<ServeProcess>();
let key: string;
const accepted: { id: string; via: string }[] = [];

async function envFor(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-upgrade-'));
  dirs.push(dataDir);
  return {
    DATABASE_URL: schema.url,
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    OCR_THREADS: '1',
    MIN_FREE_DISK_BYTES: '0',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...s3.env,
  };
}
async function start(version: 'old' | 'new'): Promise<ServeProcess> {
  const server = await serveProcess(await envFor(), version === 'old' ? build : undefined);
  running.add(server);
  return server;
}
async function stop(server: ServeProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  running.delete(server);
}
const oldCli = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [build.cliPath, ...args], { cwd: build.dir, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();

async function submit(server: ServeProcess, name: string): Promise<void> {
  const page = renderPage(work.dir, name, ENGLISH_TEXT).png;
  const fields = { language: 'en', webhook_url: `${receiver.url}/hooks` };
  const r = await call(`${server.url}/v1/documents`, { method: 'POST', key, body: form(await readFile(page), fields, `${name}.png`) });
  expect(r.status, r.text).toBe(202);
  accepted.push({ id: r.json.id as string, via: server.url });
}
const statusThrough = async (server: ServeProcess, id: string) => {
  const r = await call(`${server.url}/v1/documents/${id}`, { key });
  expect(r.status, r.text).toBe(200);
  return r.json as { status: string; result?: { text: string }; error?: unknown };
};

beforeAll(async () => {
  release = previousRelease();
  const building = performance.now();
  build = await buildRelease(release);
  buildSeconds = (performance.now() - building) / 1000;
  [s3, redis, receiver, schema] = await Promise.all([startS3Server(), startRedisServer(), startWebhookReceiver(), freshSchema()]);
  // The account and key are made by the old release's own CLI, which also creates its schema.
  const env = await envFor();
  oldCli(['accounts', 'create', '--name', 'upgrade', '--plan', 'enterprise', '--rpm', '100000'], env);
  key = oldCli(['keys', 'create', '--account', 'upgrade', '--type', 'secret'], env);
}, 600_000);
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all([...running].map((s) => s.exited));
  await Promise.all([s3?.close(), redis?.close(), receiver?.close(), schema?.drop()]);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  work.cleanup();
});

describe('rolling upgrade from the previous release', () => {
  it('keeps both versions serving one database while documents flow, and loses nothing', async () => {
    console.log(
      `previous release ${release.version} (${release.commit.slice(0, 12)}) ready in ${buildSeconds.toFixed(1)} s ` +
        `(${build.cached ? 'kept from an earlier run' : 'built'}), borrowed: ${build.borrowed.join(', ') || 'nothing'}`,
    );
    let old = await start('old');
    for (let i = 0; i < 3; i++) await submit(old, `before-${i}`);

    // The new version joins while the old one still has work in flight.
    const fresh = await start('new');
    for (let i = 0; i < 3; i++) {
      await submit(fresh, `new-${i}`);
      await submit(old, `old-${i}`);
    }
    // Either version reads what the other accepted.
    for (const doc of accepted) {
      await statusThrough(old, doc.id);
      await statusThrough(fresh, doc.id);
    }

    // An instance of the old release restarts on the upgraded schema (a crash or a host reboot
    // mid-rollout), takes more work, and is then retired with documents in flight.
    await stop(old);
    old = await start('old');
    for (let i = 0; i < 2; i++) await submit(old, `restarted-${i}`);
    await stop(old);

    const deadline = Date.now() + 240_000;
    for (const doc of accepted) {
      let seen = await statusThrough(fresh, doc.id);
      while (seen.status !== 'completed' && seen.status !== 'failed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        seen = await statusThrough(fresh, doc.id);
      }
      expect(seen.status, `${doc.id} via ${doc.via}: ${JSON.stringify(seen.error)}`).toBe('completed');
      expect(seen.result!.text).toContain('quick brown fox');
    }

    // One completion event per document, whichever version finished it.
    const hooks = await receiver.waitFor('/hooks', accepted.length, 60_000);
    expect(hooks.map((h) => h.body.event)).toEqual(Array(accepted.length).fill('document.completed'));
    expect(hooks.map((h) => h.body.document_id as string).sort()).toEqual(accepted.map((d) => d.id).sort());
    expect(new Set(hooks.map((h) => h.body.event_id)).size).toBe(accepted.length);
    expect(fresh.output()).not.toMatch(/"level":(50|60)/);
  }, 600_000);
});
