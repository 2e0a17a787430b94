// Summary and markdown of the http bench (run.ts). Every figure of a configuration is the median over
// the rounds; its ratios to the hello-world are taken within each round (the two were measured
// seconds apart, under the same background load) and then the median of those is reported.
import { fmt, median } from '../_kit/stats.js';
import type { LoadResult } from '../_kit/load-result.js';
import type { LoadSettings } from './load-settings.js';
import type { TargetSpec } from './targets.js';
import type { CpuFigures } from './process-cpu.js';

export interface Measured {
  spec: TargetSpec;
  rounds: (LoadResult & CpuFigures & { round: number })[];
  /** Redis limiter only: requests decided in-process after all during the rounds, and the rounds whose probe saw the bucket in Redis. */
  redis?: { fallbacks: number; roundsKeySeen: number };
}

interface Row {
  id: string;
  name: string;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Each round's req/s as measured (ratios are taken on these, printed rounded). */
  roundRps: number[];
  /** The server process's CPU time per answered request (all its threads), and the cores it used meanwhile. */
  cpuUsPerRequest: number;
  serverCores: number;
  /** Local PostgreSQL's and Redis's CPU per request meanwhile (undefined: none ran here). */
  postgresUsPerRequest: number | undefined;
  redisUsPerRequest: number | undefined;
  /** Medians of the per-round ratios to the hello-world (rps: docrec / hello; latencies: docrec / hello). */
  ratio: { rps: number; rpsMin: number; rpsMax: number; p50: number; p99: number };
  redis?: Measured['redis'];
}

const optional = (us: number | undefined) => (us === undefined ? '—' : fmt(us, 0));

/** The median of the figures measured (undefined where none was). */
function medianOf(values: (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length > 0 ? median(known) : undefined;
}

export function summarize(measured: Measured[], helloId: string): Row[] {
  const hello = measured.find((m) => m.spec.id === helloId)!;
  const inRound = (round: number) => hello.rounds.find((r) => r.round === round)!;
  return measured.map((m) => {
    const per = (f: (r: LoadResult, h: LoadResult) => number) => m.rounds.map((r) => f(r, inRound(r.round)));
    const rpsRatios = per((r, h) => r.rps / h.rps);
    return {
      id: m.spec.id,
      name: m.spec.name,
      rps: median(m.rounds.map((r) => r.rps)),
      p50Ms: median(m.rounds.map((r) => r.p50Ms)),
      p90Ms: median(m.rounds.map((r) => r.p90Ms)),
      p99Ms: median(m.rounds.map((r) => r.p99Ms)),
      requests: m.rounds.reduce((sum, r) => sum + r.requests, 0),
      errors: m.rounds.reduce((sum, r) => sum + r.errors, 0),
      non2xx: m.rounds.reduce((sum, r) => sum + r.non2xx, 0),
      roundRps: m.rounds.map((r) => r.rps),
      cpuUsPerRequest: median(m.rounds.map((r) => r.cpuUsPerRequest)),
      serverCores: median(m.rounds.map((r) => r.serverCores)),
      // Only where the configuration uses them: the local ones idle along during the others.
      postgresUsPerRequest: m.spec.database === 'postgres' ? medianOf(m.rounds.map((r) => r.postgresUsPerRequest)) : undefined,
      redisUsPerRequest: m.spec.limiter === 'redis' ? medianOf(m.rounds.map((r) => r.redisUsPerRequest)) : undefined,
      ratio: {
        rps: median(rpsRatios),
        rpsMin: Math.min(...rpsRatios),
        rpsMax: Math.max(...rpsRatios),
        p50: median(per((r, h) => r.p50Ms / h.p50Ms)),
        p99: median(per((r, h) => r.p99Ms / h.p99Ms)),
      },
      ...(m.redis ? { redis: m.redis } : {}),
    };
  });
}

interface Context {
  facts: string[];
  settings: LoadSettings;
  rounds: number;
  uwsNative: boolean;
  postgres: string | undefined;
  redis: string | undefined;
  documentStatus: string;
  rpm: number;
  target: { id: string; ratio: number; peerRatio: number };
  /** Lines of the check from outside (contract-check.ts). */
  contract: string[];
}

/** docrec against the fastify peer on one route: the median of the per-round req/s ratios, and the p99s. */
function versusPeer(rows: Row[], docrecId: string, peerId: string, goal: number): string[] {
  const x = rows.find((r) => r.id === docrecId);
  const y = rows.find((r) => r.id === peerId);
  if (!x || !y) return [];
  const ratio = median(x.roundRps.map((rps, i) => rps / y.roundRps[i]!));
  const met = ratio >= goal && x.p99Ms <= y.p99Ms;
  return [
    `- **${x.name} vs ${y.name}: ${fmt(ratio, 2)}× its req/s (per-round median), p99 ${fmt(x.p99Ms)} vs ${fmt(y.p99Ms)} ms, ` +
      `CPU ${fmt(x.cpuUsPerRequest, 0)} vs ${fmt(y.cpuUsPerRequest, 0)} µs per request: ≥ ${goal}× with p99 no worse ${met ? 'met' : 'NOT met'}.**`,
  ];
}

const pct = (n: number) => `${fmt(n * 100, 1)}%`;

export function markdown(rows: Row[], c: Context): string {
  const s = c.settings;
  const tool =
    s.tool === 'wrk'
      ? `wrk (${s.wrkThreads} threads)`
      : s.tool === 'builtin'
        ? `built-in node:http generator (${s.loadProcs} process(es))`
        : s.tool;
  const byId = (id: string) => rows.find((r) => r.id === id);
  const goal = byId(c.target.id);
  const compare = (a: string, b: string, what: string) => {
    const x = byId(a);
    const y = byId(b);
    return x && y ? [`- ${what}: ${x.name} serves ${pct(x.rps / y.rps)} of ${y.name}'s req/s (p50 ${fmt(x.p50Ms / y.p50Ms, 2)}×).`] : [];
  };
  return [
    '# GET /v1/documents/{id} and GET /v1/documents: docrec (each limiter × each database) vs a fastify peer and bare uWebSockets.js',
    '',
    ...c.facts,
    `- uWebSockets.js native binary loaded: ${c.uwsNative ? 'yes' : 'NO (slow fallback)'}`,
    `- PostgreSQL: ${c.postgres ?? 'skipped'}; PGlite: embedded, temporary DATA_DIR; Redis: ${c.redis ?? 'skipped'}`,
    `- tool: ${tool}, ${s.connections} connections, ${s.durationS} s measured after ${s.warmupS} s warm-up per target, same settings for all`,
    `- ${c.rounds} round(s), the targets interleaved (order rotated each round); each server in its own process, load tool too`,
    `- one account per server, custom limit ${c.rpm.toLocaleString('en')} requests/min (never throttles); the GET path is`,
    `  principal cache (5 s TTL) + limiter + one document query; the document is ${c.documentStatus}; the list is`,
    '  `?limit=20` of 21 documents (a full page, has_more true)',
    '- fastify peer (bench/http/fastify-peer/): fastify 5 + pg + ioredis on the tables, account and key of the docrec',
    '  PostgreSQL + Redis server: the same key check, 5 s principal cache, token-bucket script (EVALSHA), named (prepared)',
    '  queries, compiled response schemas, the same JSON body and headers; logging off (docrec: LOG_LEVEL=silent)',
    '',
    'Medians over the rounds; "vs hello" is the median of the per-round ratios to the hello-world (range in brackets).',
    '',
    "CPU µs/req: the server process's utime + stime (all its threads; PGlite's thread included) over the measured window ÷",
    'requests answered; cores: that CPU time ÷ the window. PostgreSQL µs/req and Redis µs/req: the same for every local',
    'process named postgres (its backends included) and redis-server in that window (other work on them counts too); all:',
    "the three together. docrec's PostgreSQL configurations have the database write the document JSON (src/store/document-json.ts),",
    'so part of their work is in the PostgreSQL column; the peer builds it in JavaScript.',
    '',
    '| configuration | req/s | p50 ms | p90 ms | p99 ms | CPU µs/req | cores | PostgreSQL µs/req | Redis µs/req | all µs/req | req/s vs hello | p50 × hello | p99 × hello | req/s per round | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50Ms)} | ${fmt(r.p90Ms)} | ${fmt(r.p99Ms)} | ${fmt(r.cpuUsPerRequest, 0)} | ${fmt(r.serverCores)} | ` +
        `${optional(r.postgresUsPerRequest)} | ${optional(r.redisUsPerRequest)} | ` +
        `${fmt(r.cpuUsPerRequest + (r.postgresUsPerRequest ?? 0) + (r.redisUsPerRequest ?? 0), 0)} | ` +
        `${pct(r.ratio.rps)} (${pct(r.ratio.rpsMin)}–${pct(r.ratio.rpsMax)}) | ${fmt(r.ratio.p50, 1)} | ${fmt(r.ratio.p99, 1)} | ` +
        `${r.roundRps.map((rps) => Math.round(rps)).join(', ')} | ${r.errors} | ${r.non2xx} |`,
    ),
    '',
    goal
      ? `**Target: ${goal.name} ≥ ${pct(c.target.ratio)} of the hello-world's req/s — measured ${pct(goal.ratio.rps)}: ` +
        `${goal.ratio.rps >= c.target.ratio ? 'met' : 'NOT met'}.**`
      : `Target configuration ${c.target.id} was skipped.`,
    '',
    ...versusPeer(rows, 'postgres-redis', 'fastify-redis', c.target.peerRatio),
    ...versusPeer(rows, 'postgres-redis-list', 'fastify-redis-list', c.target.peerRatio),
    '',
    ...compare('postgres-redis', 'postgres-memory', 'Redis limiter cost (PostgreSQL)'),
    ...compare('pglite-redis', 'pglite-memory', 'Redis limiter cost (PGlite)'),
    ...compare('pglite-memory', 'postgres-memory', "The embedded default's cost (in-process limiter)"),
    ...embeddedGoal(rows),
    ...rows
      .filter((r) => r.redis)
      .map(
        (r) =>
          `- ${r.name}: ${r.redis!.fallbacks} request(s) decided in-process after all during the rounds (docrec_rate_limiter_fallbacks_total); ` +
          `its bucket seen in Redis during ${r.redis!.roundsKeySeen} of ${r.roundRps.length} round(s).`,
      ),
    ...(s.tool === 'builtin'
      ? [
          '',
          'The built-in generator is a Node process on the same machine: against the hello-world it is likely the bottleneck,',
          'so the ratios understate the gap (install `wrk` for a tighter ceiling).',
        ]
      : []),
    '',
    ...c.contract,
    '',
  ].join('\n');
}

/** The goal for the embedded default (PGlite, in-process limiter): ≥ 50% of PostgreSQL's req/s, against either PostgreSQL configuration. */
function embeddedGoal(rows: Row[]): string[] {
  const embedded = rows.find((r) => r.id === 'pglite-memory');
  const postgres = ['postgres-redis', 'postgres-memory'].map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  if (!embedded || postgres.length === 0) return [];
  const shares = postgres.map((p) => ({ name: p.name, share: embedded.rps / p.rps }));
  const met = shares.every((s) => s.share >= 0.5);
  const against = shares.map((s) => `${pct(s.share)} of ${s.name}`).join(', ');
  return [`- **The embedded default (${embedded.name}): ${against}: ≥ 50% of each ${met ? 'met' : 'NOT met'}.**`];
}
