// What the soak reads about the server, from outside wherever it can: RSS (/proc/<pid>/status),
// open descriptors (/proc/<pid>/fd), files under DATA_DIR and which of them belong to no live
// document (stray: temp files, or files a delete or the sweep left), its PostgreSQL connections
// (pg_stat_activity by application_name); from /metrics only what only the server knows: the
// event-loop lag p99 since the last scrape, each thread's WASM heap, pages recognized.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type pg from 'pg';
import type { SoakServer } from './soak-server.js';

export interface ProbeSample {
  at: number;
  rssBytes: number;
  fds: number;
  files: number;
  strayFiles: number;
  dbConnections: number;
  webhookBacklog: number;
  eventLoopLagP99s: number;
  /** docrec_wasm_heap_bytes and docrec_js_heap_used_bytes by thread label (main, worker-N). */
  wasmHeap: Record<string, number>;
  jsHeap: Record<string, number>;
  pagesProcessed: number;
  /** Ids of the documents in the table now (the ledger marks the swept ones). */
  documentIds: Set<string>;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map(async (e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

/** The sum of a metric's samples whose line matches, e.g. docrec_pages_processed_total. */
function metricValues(text: string, name: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const m of text.matchAll(new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`, 'gm'))) values.set(m[1] ?? '', Number(m[2]));
  return values;
}

export async function probeServer(server: SoakServer, client: pg.Client, backlog: number): Promise<ProbeSample> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  const fds = (await readdir(`/proc/${server.pid}/fd`)).length;
  const docs = await client.query<{ id: string; storage_path: string }>('SELECT id, storage_path FROM documents');
  const documentIds = new Set(docs.rows.map((r) => r.id));
  const owned = new Set(docs.rows.map((r) => r.storage_path));
  const files = (await walk(server.dataDir)).map((f) => relative(server.dataDir, f));
  // A live document owns its upload (storage_path) and what was generated from it (generated/<id>/).
  const stray = files.filter((f) => !owned.has(f) && !(f.startsWith('generated/') && documentIds.has(f.split('/')[1]!)));
  const conns = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [
    server.applicationName,
  ]);
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  const byThread = (name: string) => {
    const values: Record<string, number> = {};
    for (const [labels, v] of metricValues(metrics, name)) values[/thread="([^"]+)"/.exec(labels)?.[1] ?? '?'] = v;
    return values;
  };
  let pagesProcessed = 0;
  for (const v of metricValues(metrics, 'docrec_pages_processed_total').values()) pagesProcessed += v;
  return {
    at: Date.now(),
    rssBytes: rssKb * 1024,
    fds,
    files: files.length,
    strayFiles: stray.length,
    dbConnections: Number(conns.rows[0]!.n),
    webhookBacklog: backlog,
    eventLoopLagP99s: metricValues(metrics, 'docrec_nodejs_eventloop_lag_p99_seconds').get('') ?? NaN,
    wasmHeap: byThread('docrec_wasm_heap_bytes'),
    jsHeap: byThread('docrec_js_heap_used_bytes'),
    pagesProcessed,
    documentIds,
  };
}
