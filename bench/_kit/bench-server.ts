// A docrec server for the recognition benchmarks, in this process (http-get.ts starts its servers
// as child processes instead): PGlite in a temporary DATA_DIR, or a fresh schema of
// BENCH_DATABASE_URL; an enterprise account with a huge per-minute limit so the limiter never
// shapes the numbers; upload and wait helpers that read the completion time from the document
// itself (completed_at), so the poll interval costs no accuracy.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { createAccount, createApiKey } from '../../src/store/accounts-repo.js';
import { scopesFor } from '../../src/domain/api-keys.js';
import type { Db } from '../../src/store/database.js';
import type { DocumentProcessor } from '../../src/services/recognition/document-processor.js';

export interface BenchServer {
  server: RunningServer;
  backend: 'pglite' | 'postgres';
  databaseHost: string | undefined;
  key: string;
  stop(): Promise<void>;
}

export interface DocumentBody {
  id: string;
  status: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  pages_total: number | null;
  result: { text?: string; confidence: number; pages: number; language: string } | null;
  error: { code: string; message: string } | null;
}

export async function freshSchema(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const sql = async (text: string) => {
    const client = new pg.Client(adminUrl);
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`CREATE SCHEMA ${schema}`);
  const url = `${adminUrl}${adminUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { url, drop: () => sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/** Starts the recognition pipeline only once the server (and its database) is up: see page-overhead.ts. */
class DeferredProcessor implements DocumentProcessor {
  inner: DocumentProcessor | undefined;
  async start(): Promise<void> {}
  notify(id: string): void {
    this.inner?.notify(id);
  }
  cancel(id: string): void {
    this.inner?.cancel(id);
  }
  ready(): boolean {
    return this.inner?.ready() ?? false;
  }
  async stop(): Promise<void> {
    await this.inner?.stop();
  }
}

/**
 * `env`: extra configuration (OCR_ENGINE, OCR_THREADS…). `processor`: replaces the pipeline that
 * startServer would build, made from the server's own config and database once it has started.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  processor?: (db: Db, config: Config, server: RunningServer) => DocumentProcessor,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-ocr-'));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const schema = adminUrl ? await freshSchema(adminUrl) : undefined;
  const deferred = processor ? new DeferredProcessor() : undefined;
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      MIN_FREE_DISK_BYTES: '0',
      LOG_LEVEL: 'silent',
      ...(schema ? { DATABASE_URL: schema.url } : {}),
      ...env,
    }),
    { logger: pino({ level: 'silent' }), defaultMetrics: false, ...(deferred ? { processor: deferred } : {}) },
  );
  const db = server.deps.database.db;
  if (deferred && processor) {
    deferred.inner = processor(db, server.deps.config, server);
    await deferred.inner.start();
  }
  const account = await createAccount(db, { name: 'bench', plan: 'enterprise', rpm: 100_000, docsPerDay: null });
  const { key } = await createApiKey(db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });
  const host = adminUrl ? new URL(adminUrl) : undefined;
  return {
    server,
    backend: schema ? 'postgres' : 'pglite',
    databaseHost: host ? `${host.hostname}:${host.port || 5432}` : undefined,
    key,
    async stop() {
      await server.stop();
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST /v1/documents; returns the id and when the upload started and was accepted (epoch ms). */
export async function upload(
  bench: BenchServer,
  path: string,
  language: string | undefined,
): Promise<{ id: string; startedAt: number; acceptedAt: number }> {
  const startedAt = Date.now();
  const form = new FormData();
  form.set('file', new Blob([await readFile(path)]), basename(path));
  if (language) form.set('language', language);
  const res = await fetch(`${bench.server.url}/v1/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bench.key}` },
    body: form,
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 202 || !body.id) throw new Error(`upload of ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return { id: body.id, startedAt, acceptedAt: Date.now() };
}

export async function getDocument(bench: BenchServer, id: string): Promise<DocumentBody> {
  const res = await fetch(`${bench.server.url}/v1/documents/${id}`, { headers: { Authorization: `Bearer ${bench.key}` } });
  if (res.status !== 200) throw new Error(`GET /v1/documents/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as DocumentBody;
}

/** Polls each unfinished document in turn until all are completed; a failed one is an error. */
export async function waitCompleted(bench: BenchServer, ids: string[], timeoutMs: number, pollMs = 200): Promise<DocumentBody[]> {
  const done = new Map<string, DocumentBody>();
  const deadline = Date.now() + timeoutMs;
  while (done.size < ids.length) {
    if (Date.now() > deadline) throw new Error(`${ids.length - done.size} documents not completed within ${timeoutMs} ms`);
    for (const id of ids) {
      if (done.has(id)) continue;
      const doc = await getDocument(bench, id);
      if (doc.status === 'failed') throw new Error(`document ${id} failed: ${JSON.stringify(doc.error)}`);
      if (doc.status === 'completed') done.set(id, doc);
      else break; // documents finish roughly in order: no need to ask about the later ones yet
    }
    if (done.size < ids.length) await new Promise((r) => setTimeout(r, pollMs));
  }
  return ids.map((id) => done.get(id)!);
}
