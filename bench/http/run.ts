// HTTP overhead benchmark: authenticated `GET /v1/documents/{id}` (principal cache, rate limiter,
// one document query) on real docrec servers — PostgreSQL and PGlite, each with the in-process
// and with the Redis limiter — and `GET /v1/documents?limit=20` on PostgreSQL + Redis, against a
// fastify + pg + ioredis peer doing the same work (fastify-peer/) and a bare uWebSockets.js
// hello-world, all in one run with the same tool and settings, interleaved in rounds so background
// load hits every target alike. Prints req/s, p50, p90, p99, each server's CPU µs per request and
// the ratios to the hello-world and to the peer; writes bench/results/http-get.json and .md. Each
// server runs in its own process (start-servers.ts, targets.ts), as does the load tool (load.ts).
//
//   npm run bench:http [-- --database-url postgres://…|off]
//
// --database-url: PostgreSQL for the PostgreSQL configurations (a fresh schema each, dropped at
// the end); default the tests' postgres://postgres:postgres@127.0.0.1:5432/test; "off" skips them.
// Environment (all optional):
//   BENCH_REDIS_URL     Redis for the Redis-limiter configurations (default redis://127.0.0.1:6379;
//                       "off" skips them); keys are docrec:rl:<fresh account>:<mode>, deleted at the end
//   BENCH_ROUNDS        rounds over all targets (default 3); figures are medians over the rounds
//   BENCH_DURATION      seconds measured per target and round (default 5)
//   BENCH_WARMUP        seconds of unmeasured warm-up per target and round (default 1)
//   BENCH_CONNECTIONS   concurrent keep-alive connections (default 50)
//   BENCH_TOOL          auto | autocannon | wrk | builtin (default auto: the first one installed)
//   BENCH_WRK_THREADS   wrk -t (default min(2, cores, connections))
//   BENCH_LOAD_PROCS    processes of the built-in generator, connections split between them (default 1)
import { Redis } from 'ioredis';
import { envNumber, runnerOptions, TEST_DATABASE_URL } from '../_kit/options.js';
import { factsLines, machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { loadSettings } from './load-settings.js';
import { allAnswered, checkAnswer, contractLines } from './contract-check.js';
import { markdown, summarize, type Measured } from './report.js';
import { NEVER_THROTTLES_RPM } from './docrec-server.js';
import { measureTarget } from './measure-target.js';
import { SERVERS, startServers, TARGETS, targetUrl } from './start-servers.js';
import { redisKeys, type RunningTarget } from './targets.js';

/** The goals: docrec on PostgreSQL + Redis at ≥ 10% of the hello-world's req/s, and ≥ 2× the fastify peer's. */
const GOAL = { id: 'postgres-redis', ratio: 0.1, peerRatio: 2 };

/** A URL, or undefined where it was set to "off" (those configurations are skipped). */
const unlessOff = (value: string) => (value.toLowerCase() === 'off' ? undefined : value);
const hostOf = (url: string | undefined) => (url ? `${new URL(url).hostname}:${new URL(url).port}` : undefined);

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at ${hostOf(url)} is not reachable (${String(err)}); BENCH_REDIS_URL=off skips the Redis configurations`);
  }
  return redis;
}

async function main() {
  const options = runnerOptions({
    usage:
      'npm run bench:http [-- --database-url URL|off]: GET /v1/documents/{id} and the list on docrec vs a fastify peer and a bare uWS hello-world (bench/http/run.ts)',
    database: true,
  });
  const facts = machineFacts();
  const settings = loadSettings();
  const rounds = envNumber('BENCH_ROUNDS', 3);
  const postgresUrl = unlessOff(options.databaseUrl || TEST_DATABASE_URL);
  const redisUrl = unlessOff(process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379');
  const specs = SERVERS.filter((t) => (t.database !== 'postgres' || postgresUrl) && (t.limiter !== 'redis' || redisUrl));
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  const running: RunningTarget[] = [];
  try {
    await startServers(specs, postgresUrl, redisUrl, running);
    const serverOf = (id: string) => running.find((t) => t.spec.id === id);
    const anyDocrec = running.find((t) => t.docrec)!;
    const targets = TARGETS.filter((t) => serverOf(t.server));
    const measured: Measured[] = targets.map((t) => ({
      spec: t.spec,
      rounds: [],
      ...(t.spec.limiter === 'redis' && !t.spec.peer ? { redis: { fallbacks: 0, roundsKeySeen: 0 } } : {}),
    }));

    for (let round = 1; round <= rounds; round++) {
      for (let i = 0; i < targets.length; i++) {
        const at = (i + round - 1) % targets.length; // rotated: no target always follows the same one
        const target = targets[at]!;
        const server = serverOf(target.server)!;
        progress(
          `round ${round}/${rounds}: ${target.spec.name} (${settings.tool}, ${settings.connections} connections, ${settings.durationS} s)`,
        );
        // The hello-world gets the same path and header: the same request bytes on the wire.
        const headers = { Authorization: `Bearer ${(server.ready ?? anyDocrec.ready)!.key}` };
        await measureTarget(server, targetUrl(target, server, anyDocrec), headers, settings, measured[at]!, round, redis);
      }
    }

    // The contract, checked from outside once the load is over (the hello-world has none).
    const answers = [];
    for (const target of targets.filter((t) => t.server !== 'hello')) {
      const server = serverOf(target.server)!;
      const headers = { Authorization: `Bearer ${server.ready!.key}` };
      answers.push(await checkAnswer(target.spec.id, target.spec.name, targetUrl(target, server, anyDocrec), headers));
    }
    const rows = summarize(measured, 'hello');
    const md = markdown(rows, {
      facts: factsLines(facts).slice(0, 2),
      settings,
      rounds,
      uwsNative: running.every((t) => t.ready?.uwsNative ?? true),
      postgres: hostOf(postgresUrl),
      redis: hostOf(redisUrl),
      documentStatus: [...new Set(running.flatMap((t) => (t.ready ? [t.ready.documentStatus] : [])))].join(' / '),
      rpm: NEVER_THROTTLES_RPM,
      target: GOAL,
      contract: contractLines(answers, [
        ['postgres-redis', 'fastify-redis'],
        ['postgres-redis-list', 'fastify-redis-list'],
      ]),
    });
    if (!allAnswered(answers)) progress('WARNING: an answer broke the contract (see the results)');
    for (const r of rows)
      if (r.errors > 0 || r.non2xx > 0) progress(`WARNING: ${r.name} had ${r.errors} errors and ${r.non2xx} non-2xx answers`);
    for (const r of rows)
      if (r.redis && r.redis.fallbacks > 0) progress(`WARNING: ${r.name}: ${r.redis.fallbacks} requests not decided by Redis`);
    const summary = {
      benchmark: 'http-get',
      ...facts,
      settings,
      rounds,
      postgres: hostOf(postgresUrl),
      redis: hostOf(redisUrl),
      goal: GOAL,
      rows,
      measured,
      contract: answers.map(({ id, problems }) => ({ id, problems })),
    };
    await writeResults('http-get', summary, md);
  } finally {
    for (const t of running) {
      const keys = redis && t.docrec && t.spec.limiter === 'redis' ? await redisKeys(redis, t) : [];
      if (keys.length > 0) await redis!.del(...keys);
      await t.stop().catch((err: unknown) => progress(`could not stop ${t.spec.name}: ${String(err)}`));
    }
    redis?.disconnect();
  }
}

runMain('http-get', main);
