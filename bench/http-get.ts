// HTTP overhead benchmark: load `GET /v1/documents/{id}` (authenticated, rate limited, one
// database read) on a real docrec server, and, in the same run with the same tool and settings,
// a bare uWebSockets.js hello-world; print req/s, p50 and p99 of both and their ratio, and write
// bench/results/http-get-<backend>.json and .md.
//
//   npx tsc -p tsconfig.json && node dist/bench/http-get.js
//
// Environment (all optional):
//   BENCH_DATABASE_URL  PostgreSQL to run against (a fresh schema is made and dropped);
//                       unset: embedded PGlite in a temporary DATA_DIR
//   BENCH_DURATION      seconds measured per target (default 5)
//   BENCH_WARMUP        seconds of unmeasured warm-up per target (default 1)
//   BENCH_CONNECTIONS   concurrent keep-alive connections (default 50)
//   BENCH_TOOL          auto | autocannon | wrk | builtin (default auto: the first one installed)
//   BENCH_WRK_THREADS   wrk -t (default min(2, cores, connections))
//   BENCH_LOAD_PROCS    processes of the built-in generator, connections split between them (default 1)
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/main.js';
import { createAccount, createApiKey } from '../src/store/accounts-repo.js';
import { scopesFor } from '../src/domain/api-keys.js';
import { nativeUwsLoaded } from '../src/http/uws.js';
import { root } from './bench-kit.js';
import { freshSchema } from './bench-server.js';
import { percentileMs, type LoadOptions, type LoadReport } from './load-http.js';

type Tool = 'autocannon' | 'wrk' | 'builtin';
type Backend = 'pglite' | 'postgres';

interface TargetResult {
  name: string;
  url: string;
  requests: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

interface Settings {
  tool: Tool;
  durationS: number;
  warmupS: number;
  connections: number;
  wrkThreads: number;
  loadProcs: number;
  headers: Record<string, string>;
}

const here = dirname(fileURLToPath(import.meta.url));
const ext = extname(fileURLToPath(import.meta.url));


function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function onPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const autocannonCli = join(root, 'node_modules/autocannon/autocannon.js');

function chooseTool(): Tool {
  const wanted = (process.env.BENCH_TOOL ?? 'auto').toLowerCase();
  const available: Record<Tool, boolean> = {
    autocannon: existsSync(autocannonCli),
    wrk: onPath('wrk') !== undefined,
    builtin: true,
  };
  if (wanted === 'auto') return available.autocannon ? 'autocannon' : available.wrk ? 'wrk' : 'builtin';
  if (!(wanted in available)) throw new Error(`BENCH_TOOL must be auto, autocannon, wrk or builtin, got "${wanted}"`);
  if (!available[wanted as Tool]) throw new Error(`BENCH_TOOL=${wanted} but it is not installed`);
  return wanted as Tool;
}

function runChild(file: string, args: string[], timeoutMs: number): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 64 << 20, timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${file} ${args.join(' ')} failed: ${err.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

// ---- the three load tools, each run as its own process ------------------------------------

async function loadBuiltin(url: string, s: Settings): Promise<Omit<TargetResult, 'name' | 'url'>> {
  const procs = Math.max(1, Math.min(s.loadProcs, s.connections));
  const script = join(here, `load-http${ext}`);
  const reports = await Promise.all(
    Array.from({ length: procs }, (_, i) => {
      const opts: LoadOptions = {
        url,
        connections: Math.floor(s.connections / procs) + (i < s.connections % procs ? 1 : 0),
        durationS: s.durationS,
        warmupS: s.warmupS,
        headers: s.headers,
      };
      return runChild(process.execPath, [script, JSON.stringify(opts)], (s.durationS + s.warmupS + 60) * 1000).then(
        (r) => JSON.parse(r.stdout) as LoadReport,
      );
    }),
  );
  const histogram: Record<string, number> = {};
  for (const r of reports) for (const [b, n] of Object.entries(r.histogram)) histogram[b] = (histogram[b] ?? 0) + n;
  const requests = reports.reduce((sum, r) => sum + r.requests, 0);
  const durationS = Math.max(...reports.map((r) => r.durationS));
  return {
    requests,
    durationS,
    rps: requests / durationS,
    p50Ms: percentileMs(histogram, 50),
    p90Ms: percentileMs(histogram, 90),
    p99Ms: percentileMs(histogram, 99),
    meanMs: reports.reduce((sum, r) => sum + r.latencySumUs, 0) / Math.max(1, requests) / 1000,
    maxMs: Math.max(...reports.map((r) => r.latencyMaxUs)) / 1000,
    errors: reports.reduce((sum, r) => sum + r.errors, 0),
    non2xx: reports.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** wrk's "1.23ms", "456.00us", "1.20s", "2.00m" in milliseconds. */
export function wrkTimeMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 'ms' ? value : m[2] === 's' ? value * 1000 : value * 60_000;
}

async function loadWrk(url: string, s: Settings): Promise<Omit<TargetResult, 'name' | 'url'>> {
  const wrk = onPath('wrk')!;
  const headerArgs = Object.entries(s.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const common = ['-t', String(s.wrkThreads), '-c', String(s.connections), ...headerArgs];
  if (s.warmupS > 0) await runChild(wrk, [...common, '-d', `${Math.ceil(s.warmupS)}s`, url], (s.warmupS + 60) * 1000);
  const { stdout } = await runChild(wrk, [...common, '-d', `${s.durationS}s`, '--latency', url], (s.durationS + 60) * 1000);
  const pick = (re: RegExp) => re.exec(stdout)?.[1];
  const requests = Number(pick(/(\d+) requests in/) ?? NaN);
  const durationS = wrkTimeMs(pick(/requests in ([\d.]+\w+),/) ?? '') / 1000;
  const latency = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(stdout);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requests,
    durationS,
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/) ?? NaN),
    p50Ms: wrkTimeMs(pick(/^\s+50%\s+(\S+)/m) ?? ''),
    p90Ms: wrkTimeMs(pick(/^\s+90%\s+(\S+)/m) ?? ''),
    p99Ms: wrkTimeMs(pick(/^\s+99%\s+(\S+)/m) ?? ''),
    meanMs: wrkTimeMs(latency?.[1] ?? ''),
    maxMs: wrkTimeMs(latency?.[3] ?? ''),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
  };
}

async function loadAutocannon(url: string, s: Settings): Promise<Omit<TargetResult, 'name' | 'url'>> {
  const headerArgs = Object.entries(s.headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const common = [autocannonCli, '-c', String(s.connections), ...headerArgs];
  if (s.warmupS > 0) await runChild(process.execPath, [...common, '-d', String(Math.ceil(s.warmupS)), '-j', url], (s.warmupS + 60) * 1000);
  const { stdout } = await runChild(process.execPath, [...common, '-d', String(s.durationS), '-j', url], (s.durationS + 60) * 1000);
  const r = JSON.parse(stdout) as {
    requests: { total: number; average: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    requests: r.requests.total,
    durationS: r.duration,
    rps: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    meanMs: r.latency.average,
    maxMs: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function load(name: string, url: string, s: Settings): Promise<TargetResult> {
  process.stderr.write(`loading ${name} (${url}) with ${s.tool}: ${s.connections} connections, ${s.durationS} s…\n`);
  const result =
    s.tool === 'wrk' ? await loadWrk(url, s) : s.tool === 'autocannon' ? await loadAutocannon(url, s) : await loadBuiltin(url, s);
  return { name, url, ...result };
}

// ---- the two servers ----------------------------------------------------------------------

/** A 1x1 grayscale PNG: enough for the upload's magic-byte sniff. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);


async function startHello(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(here, `hello-uws${ext}`), '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('hello-uws did not start in 20 s')), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`hello-uws exited (${code}) before listening`));
    });
  });
}

// ---- report -------------------------------------------------------------------------------

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

function markdown(summary: Record<string, any>, docrec: TargetResult, hello: TargetResult): string {
  const row = (r: TargetResult) =>
    `| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50Ms)} | ${fmt(r.p90Ms)} | ${fmt(r.p99Ms)} | ${fmt(r.maxMs)} | ${r.requests} | ${r.errors} | ${r.non2xx} |`;
  return [
    `# GET /v1/documents/{id}: docrec vs bare uWebSockets.js (${summary.backend})`,
    '',
    `- date: ${summary.date}`,
    `- node ${summary.node}, ${summary.cpus} CPUs (${summary.cpuModel}), load average at start ${summary.loadAverage.join(' / ')}`,
    `- uWebSockets.js native binary loaded: ${summary.uwsNative ? 'yes' : 'NO (slow fallback)'}`,
    `- database: ${summary.backend === 'postgres' ? `PostgreSQL (${summary.databaseHost})` : 'PGlite (embedded, temporary DATA_DIR)'}`,
    `- tool: ${summary.tool}${summary.tool === 'wrk' ? ` (${summary.wrkThreads} threads)` : summary.tool === 'builtin' ? ` (node:http keep-alive clients, ${summary.loadProcs} process${summary.loadProcs > 1 ? 'es' : ''})` : ''}`,
    `- ${summary.durationS} s measured per target after ${summary.warmupS} s warm-up, ${summary.connections} connections, same settings for both`,
    '',
    '| target | req/s | p50 ms | p90 ms | p99 ms | max ms | requests | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row(docrec),
    row(hello),
    '',
    `docrec serves **${fmt(summary.ratio.rps * 100, 1)}%** of the hello-world's req/s; ` +
      `p50 ${fmt(summary.ratio.p50, 1)}×, p99 ${fmt(summary.ratio.p99, 1)}× the hello-world's.`,
    '',
    ...(summary.tool === 'builtin'
      ? [
          'The built-in generator is a Node process on the same machine: against the hello-world it is',
          'likely the bottleneck, so the ratio understates the gap (install `wrk` for a tighter ceiling).',
          '',
        ]
      : []),
  ].join('\n');
}

async function main() {
  const startedAt = new Date();
  const backend: Backend = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  const connections = Math.max(1, Math.floor(positive('BENCH_CONNECTIONS', 50)));
  const settings: Settings = {
    tool: chooseTool(),
    durationS: positive('BENCH_DURATION', 5),
    warmupS: positive('BENCH_WARMUP', 1),
    connections,
    wrkThreads: Math.max(1, Math.floor(positive('BENCH_WRK_THREADS', Math.min(2, availableParallelism(), connections)))),
    loadProcs: Math.max(1, Math.floor(positive('BENCH_LOAD_PROCS', 1))),
    headers: {},
  };

  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-'));
  const schema = backend === 'postgres' ? await freshSchema(process.env.BENCH_DATABASE_URL!) : undefined;
  let server: RunningServer | undefined;
  let hello: { url: string; child: ChildProcess } | undefined;
  try {
    server = await startServer(
      loadConfig({
        PORT: '0',
        DATA_DIR: dataDir,
        MIN_FREE_DISK_BYTES: '0',
        LOG_LEVEL: 'silent',
        ...(schema ? { DATABASE_URL: schema.url } : {}),
      }),
      { logger: pino({ level: 'silent' }), defaultMetrics: false },
    );
    const db = server.deps.database.db;
    const account = await createAccount(db, { name: 'bench', plan: 'enterprise', rpm: 10_000_000, docsPerDay: null });
    const { key } = await createApiKey(db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });
    settings.headers = { Authorization: `Bearer ${key}` };

    const form = new FormData();
    form.set('file', new Blob([tinyPng]), 'bench.png');
    const upload = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers: settings.headers, body: form });
    const created = (await upload.json()) as { id?: string };
    if (upload.status !== 202 || !created.id) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(created)}`);
    const docUrl = `${server.url}/v1/documents/${created.id}`;
    const check = await fetch(docUrl, { headers: settings.headers });
    if (check.status !== 200) throw new Error(`GET ${docUrl} answered ${check.status}: ${await check.text()}`);
    await check.arrayBuffer();

    hello = await startHello();
    const helloUrl = `${hello.url}/v1/documents/${created.id}`;
    const docrecResult = await load('docrec GET /v1/documents/{id}', docUrl, settings);
    const helloResult = await load('bare uWS hello-world', helloUrl, settings);

    const dbUrl = process.env.BENCH_DATABASE_URL ? new URL(process.env.BENCH_DATABASE_URL) : undefined;
    const summary = {
      benchmark: 'http-get',
      backend,
      date: startedAt.toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
      uwsNative: nativeUwsLoaded(),
      databaseHost: dbUrl ? `${dbUrl.hostname}:${dbUrl.port || 5432}` : undefined,
      tool: settings.tool,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
      connections: settings.connections,
      wrkThreads: settings.tool === 'wrk' ? settings.wrkThreads : undefined,
      loadProcs: settings.tool === 'builtin' ? settings.loadProcs : undefined,
      results: { docrec: docrecResult, hello: helloResult },
      ratio: {
        rps: docrecResult.rps / helloResult.rps,
        p50: docrecResult.p50Ms / helloResult.p50Ms,
        p99: docrecResult.p99Ms / helloResult.p99Ms,
      },
    };

    const md = markdown(summary, docrecResult, helloResult);
    process.stdout.write(`\n${md.trimEnd()}\n\n`);
    for (const r of [docrecResult, helloResult]) {
      if (r.errors > 0 || r.non2xx > 0) process.stdout.write(`WARNING: ${r.name} had ${r.errors} errors and ${r.non2xx} non-2xx answers\n`);
    }
    const resultsDir = join(root, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(join(resultsDir, `http-get-${backend}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    await writeFile(join(resultsDir, `http-get-${backend}.md`), `${md.trimEnd()}\n`);
    process.stdout.write(`wrote bench/results/http-get-${backend}.json and .md\n`);
  } finally {
    hello?.child.kill('SIGTERM');
    await server?.stop();
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`http-get: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
