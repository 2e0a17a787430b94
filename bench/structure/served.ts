// The real server for the structure bench (_kit/probed-server.ts: PGlite in a temporary DATA_DIR,
// or a fresh schema of --database-url), the production scheduler and pool with a probe between
// them that keeps every page's worker timings: structure's cost is read from the same pages the
// scores come from.
// Then the served outputs of a document: /tables, /markdown and /pages.
import type { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { PageResult, PageTimings } from '../../src/ocr/pool/page-task.js';
import type { PageRunner } from '../../src/services/recognition/recognition-scheduler.js';
import type { BenchServer, InProcessBenchServer } from '../_kit/bench-server.js';
import { startProbedServer } from '../_kit/probed-server.js';
import type { GridTable } from './truth.js';

/** One page as the worker reported it: how it was read and where its time went. */
export interface PageRecord {
  /** The worker's local copy of the upload (ends with the document's storage key), and the page. */
  path: string;
  page: number;
  /** Filled in once the run knows which document the path is: `<id> <variant>`. */
  document?: string;
  method: string;
  /** `structureMs` is absent while the worker does not report it. */
  timings: PageTimings & { structureMs?: number };
}

/** The pool, keeping every page result's method and timings. */
class RecordingRunner implements PageRunner {
  readonly pages: PageRecord[] = [];
  constructor(private readonly pool: OcrPool) {}
  get threads() {
    return this.pool.threads;
  }
  open(task: Parameters<PageRunner['open']>[0], timeoutMs: number) {
    return this.pool.open(task, timeoutMs);
  }
  async page(task: Parameters<PageRunner['page']>[0]): Promise<PageResult> {
    const result = await this.pool.page(task);
    if (result.ok) this.pages.push({ path: task.path, page: task.page, method: result.method, timings: result.timings });
    return result;
  }
  close() {
    return this.pool.close();
  }
}

export async function startRecordingServer(
  threads: number,
  databaseUrl: string | undefined,
): Promise<{ bench: InProcessBenchServer; pages: PageRecord[] }> {
  const { bench, runner } = await startProbedServer({ databaseUrl, threads, probe: (pool) => new RecordingRunner(pool) });
  return { bench, pages: runner.pages };
}

export interface ServedTable extends GridTable {
  page: number;
}

export interface Served {
  tables: ServedTable[];
  markdown: string;
  /** Per page: how it was read (text_layer, ocr, blank). */
  methods: string[];
  /** Endpoints that did not answer 200 (e.g. not built yet), with their status. */
  problems: string[];
}

async function get(bench: BenchServer, path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${bench.url}${path}`, { headers: { Authorization: `Bearer ${bench.key}` } });
  return { status: res.status, body: await res.text() };
}

export async function servedOutputs(bench: BenchServer, id: string): Promise<Served> {
  const [tables, markdown, pages] = await Promise.all([
    get(bench, `/v1/documents/${id}/tables`),
    get(bench, `/v1/documents/${id}/markdown`),
    get(bench, `/v1/documents/${id}/pages`),
  ]);
  const problems = (
    [
      ['tables', tables],
      ['markdown', markdown],
      ['pages', pages],
    ] as const
  )
    .filter(([, r]) => r.status !== 200)
    .map(([name, r]) => `/${name} ${r.status}`);
  return {
    tables: tables.status === 200 ? (JSON.parse(tables.body) as { data: ServedTable[] }).data : [],
    markdown: markdown.status === 200 ? markdown.body : '',
    methods: pages.status === 200 ? (JSON.parse(pages.body) as { data: { method: string }[] }).data.map((p) => p.method) : [],
    problems,
  };
}
