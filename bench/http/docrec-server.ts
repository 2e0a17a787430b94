// One docrec server under test for the http bench (run.ts, via targets.ts), in its own process (as deployed, and so the
// servers of the other configurations never share its event loop). argv[2] is a JSON ServerSpec.
// It makes a fresh account whose limit never throttles (a fresh account also means fresh Redis
// keys, docrec:rl:<account>:<mode>), a secret key and one small document, waits until that
// document's recognition is over (so every GET answers the same body), copies that document's row
// LIST_COPIES times (so a list of 20 is full and has a next page), then prints one line
// "ready {json ServerReady}" and serves until SIGTERM.
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/main.js';
import { createAccount, createApiKey } from '../../src/store/accounts-repo.js';
import { scopesFor } from '../../src/domain/api-keys.js';
import { newId } from '../../src/domain/ids.js';
import { nativeUwsLoaded } from '../../src/http/uws.js';
import type { RedisRateLimiter } from '../../src/limits/redis-rate-limiter.js';

export interface ServerSpec {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
}

export interface ServerReady {
  url: string;
  docUrl: string;
  /** GET /v1/documents?limit=20: a full page of the account's documents. */
  listUrl: string;
  key: string;
  accountId: string;
  documentStatus: string;
  uwsNative: boolean;
}

/** Requests per minute: the bucket holds 10 M, minutes of any load this machine can make. */
export const NEVER_THROTTLES_RPM = 10_000_000;

/** Copies of the document row: the list of 20 is full, with has_more true. */
const LIST_COPIES = 20;

/** A 1x1 grayscale PNG: enough for the upload's magic-byte sniff. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');

async function main() {
  const spec = JSON.parse(process.argv[2] ?? '{}') as ServerSpec;
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: spec.dataDir,
      MIN_FREE_DISK_BYTES: '0',
      LOG_LEVEL: 'silent',
      ...(spec.databaseUrl ? { DATABASE_URL: spec.databaseUrl } : {}),
      ...(spec.redisUrl ? { REDIS_URL: spec.redisUrl } : {}),
    }),
    { logger: pino({ level: 'silent' }), defaultMetrics: false },
  );
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  // ioredis connects in the background and the limiter never waits for it: until it is ready,
  // requests would be decided in-process (and counted as fallbacks).
  const limiter = server.deps.limiter as Partial<RedisRateLimiter>;
  for (const deadline = Date.now() + 10_000; spec.redisUrl && !limiter.shared;) {
    if (Date.now() > deadline) throw new Error('the Redis limiter did not connect within 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }

  const db = server.deps.database.db;
  const account = await createAccount(db, { name: 'bench-http-get', plan: 'enterprise', rpm: NEVER_THROTTLES_RPM, docsPerDay: null });
  const { key } = await createApiKey(db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });
  const headers = { Authorization: `Bearer ${key}` };
  const form = new FormData();
  form.set('file', new Blob([tinyPng]), 'bench.png');
  const upload = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers, body: form });
  const created = (await upload.json()) as { id?: string };
  if (upload.status !== 202 || !created.id) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(created)}`);
  const docUrl = `${server.url}/v1/documents/${created.id}`;

  let status = 'queued';
  for (const deadline = Date.now() + 60_000; ;) {
    const res = await fetch(docUrl, { headers });
    if (res.status !== 200) throw new Error(`GET ${docUrl} answered ${res.status}: ${await res.text()}`);
    status = ((await res.json()) as { status: string }).status;
    if (status === 'completed' || status === 'failed' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Copies of the finished row (recognising 20 more uploads would only cost time): new ids, newest first.
  const row = await db.selectFrom('documents').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
  for (let i = 0; i < LIST_COPIES; i++)
    await db
      .insertInto('documents')
      .values({ ...row, id: newId('doc') })
      .execute();
  const listUrl = `${server.url}/v1/documents?limit=20`;
  const ready: ServerReady = {
    url: server.url,
    docUrl,
    listUrl,
    key,
    accountId: account.id,
    documentStatus: status,
    uwsNative: nativeUwsLoaded(),
  };
  process.stdout.write(`ready ${JSON.stringify(ready)}\n`);
}

// Only as a program: run.ts and targets.ts import this module's types and constant.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    process.stderr.write(`docrec-server: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
