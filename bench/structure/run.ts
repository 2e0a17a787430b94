// The structure bench: builds the structure set (build.ts, cached), submits every document
// born-digital and scanned to a real docrec server through the HTTP API, waits, fetches /tables,
// /markdown and /pages, scores them against the truth of the specs, and reads structure's cost
// from the worker's page timings of the same run. Writes bench/results/structure.{json,md}.
//
//   npm run bench:structure [-- [--database-url postgres://…] [--build-only] [id-or-kind-filter]]
//
// --database-url: PostgreSQL (fresh schema, dropped after); without it, PGlite. --build-only:
// build the set and list its files, nothing else (for looking at the documents, or for feeding
// them to a server by hand).
// Environment (all optional):
//   BENCH_THREADS       OCR_THREADS (default: cores)
//   BENCH_VARIANTS      born-digital,scanned (default both)
//   BENCH_LANGUAGE      "none": send no language (default: each document's own, en or uk)
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { sourceState } from '../_kit/source-state.js';
import { getDocument, upload } from '../_kit/api-client.js';
import type { BenchServer } from '../_kit/bench-server.js';
import { CACHE_DIR, buildSet, type BuiltDoc } from './build.js';
import { structureDocs } from './documents.js';
import { structureMarkdown } from './report.js';
import { scoreDocument, type DocRow, type Variant } from './score-doc.js';
import { servedOutputs, startRecordingServer } from './served.js';
import { bySet, byKind, costOf } from './summary.js';

const SERVED_DIR = join(CACHE_DIR, 'served');

interface Job {
  index: number;
  variant: Variant;
  id: string;
}

/** Waits for every document to end; a failed one is kept (its outputs score as empty) and named. */
async function waitAll(bench: BenchServer, ids: string[], timeoutMs: number): Promise<Map<string, string>> {
  const ended = new Map<string, string>();
  const deadline = Date.now() + timeoutMs;
  while (ended.size < ids.length) {
    if (Date.now() > deadline) throw new Error(`${ids.length - ended.size} documents not done within ${timeoutMs} ms`);
    for (const id of ids) {
      if (ended.has(id)) continue;
      const doc = await getDocument(bench, id);
      if (doc.status === 'completed' || doc.status === 'failed') {
        ended.set(id, doc.status === 'failed' ? `failed: ${doc.error?.code}` : 'completed');
        if (ended.size % 10 === 0 || ended.size === ids.length) progress(`${ended.size}/${ids.length} done`);
      }
    }
    if (ended.size < ids.length) await new Promise((r) => setTimeout(r, 500));
  }
  return ended;
}

/** Which code was measured: the commit, and whether src/ had uncommitted changes (a shared working tree). */
function codeLine(): string {
  const state = sourceState(['src', 'native/src']);
  if ('error' in state) return 'code: not a git checkout';
  return `code: commit ${state.commit}${state.changed ? `, **${state.changed} uncommitted changes under src/**` : ', src/ clean'}`;
}

/** --build-only: one line per document, its born-digital file and under it its scan. */
function listFiles(built: BuiltDoc[]): void {
  for (const b of built) {
    const heldOut = b.spec.heldOut ? 'held-out' : '        ';
    process.stdout.write(
      `${b.spec.id.padEnd(24)} ${b.spec.kind.padEnd(18)} ${b.spec.language} ${heldOut} ${b.bornDigital}\n${''.padEnd(58)}${b.scanned}\n`,
    );
  }
}

async function main() {
  const options = runnerOptions({
    usage:
      'npm run bench:structure [-- [--database-url URL] [--build-only] [id-or-kind-filter]]: the structure set through the API (bench/structure/run.ts)',
    database: true,
    positionals: true,
    flags: ['build-only'],
  });
  const facts = machineFacts();
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const variants = (process.env.BENCH_VARIANTS || 'born-digital,scanned').split(',') as Variant[];
  const sendLanguage = process.env.BENCH_LANGUAGE !== 'none';
  const started = Date.now();
  const built = buildSet(structureDocs(options.positionals[0]), progress);
  progress(`structure set ready: ${built.length} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (options.flags.has('build-only')) return listFiles(built);

  mkdirSync(SERVED_DIR, { recursive: true });
  const { bench, pages } = await startRecordingServer(threads, options.databaseUrl);
  const rows: DocRow[] = [];
  const notes: string[] = [];
  try {
    // Warm-up, not recorded: each worker thread's first pages pay for loading models and compiling
    // the structure code, which no later page does; the cost is read from the pages after it.
    const warm = [];
    for (const doc of built.slice(0, 2))
      for (const variant of variants)
        warm.push(
          (await upload(bench, variant === 'scanned' ? doc.scanned : doc.bornDigital, sendLanguage ? doc.spec.language : undefined)).id,
        );
    await waitAll(bench, warm, 10 * 60_000);
    pages.length = 0;
    const jobs: Job[] = [];
    for (const variant of variants) {
      for (const [index, doc] of built.entries()) {
        const path = variant === 'scanned' ? doc.scanned : doc.bornDigital;
        jobs.push({ index, variant, id: (await upload(bench, path, sendLanguage ? doc.spec.language : undefined)).id });
      }
    }
    progress(`submitted ${jobs.length} documents; waiting…`);
    const ended = await waitAll(
      bench,
      jobs.map((j) => j.id),
      60 * 60_000,
    );
    const keys = await bench.server.deps.database.db.selectFrom('documents').select(['id', 'storage_path']).execute();
    for (const job of jobs) {
      const key = keys.find((k) => k.id === job.id)?.storage_path;
      for (const p of pages) if (key && p.path.endsWith(key)) p.document = `${built[job.index]!.spec.id} ${job.variant}`;
    }
    for (const job of jobs) {
      const spec = built[job.index]!.spec;
      const served = await servedOutputs(bench, job.id);
      // What was served, for looking at a failed check: bench/.cache/structure/served/<id>.<variant>.{md,json}
      writeFileSync(join(SERVED_DIR, `${spec.id}.${job.variant}.md`), served.markdown);
      writeFileSync(join(SERVED_DIR, `${spec.id}.${job.variant}.tables.json`), JSON.stringify(served.tables, null, 1));
      const status = ended.get(job.id)!;
      if (status !== 'completed') served.problems.push(status);
      const row = scoreDocument(spec, job.variant, served);
      rows.push(row);
      progress(
        `${spec.id.padEnd(24)} ${job.variant.padEnd(12)} F1 ${row.f1 === null ? '  –  ' : row.f1.toFixed(3)} tables ${row.tablesFound}/${row.tablesTrue} markdown ${row.markdownPass ? 'pass' : 'FAIL'}${row.problems.length ? ` (${row.problems.join(', ')})` : ''}`,
      );
    }
  } finally {
    await bench.stop();
  }
  const problems = [...new Set(rows.flatMap((r) => r.problems))];
  if (problems.length) notes.push(`**served problems**: ${problems.join('; ')} (those outputs scored as empty)`);
  notes.push(codeLine());
  notes.push(
    `engine native, ${threads} threads, database ${bench.backend}; language sent: ${sendLanguage ? "each document's own" : 'none'}`,
  );
  notes.push(
    `${built.length} documents (${built.filter((b) => b.spec.heldOut).length} held out), ${built.reduce((s, b) => s + b.spec.pages.length, 0)} pages each way; scans: 300 DPI gray, skew 0.3-1.0°, Gaussian noise, JPEG quality 60-75`,
  );
  const cost = costOf(pages);
  const summary = { benchmark: 'structure', ...facts, threads, variants, sets: bySet(rows), kinds: byKind(rows), cost, rows, pages };
  await writeResults('structure', summary, structureMarkdown(facts, rows, cost, notes));
}

runMain('structure', main);
