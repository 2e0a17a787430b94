// One soak run, for the bench (run.ts) and the short soak in the test suite alike: the server in
// its own process, the flaky webhook receiver, the clients for the given time, a probe sample
// every few seconds gathered into one table row per window, then a bounded wait for everything
// accepted to finish and the verdicts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DeliveriesWatch } from './deliveries-watch.js';
import { startFlakyReceiver } from './flaky-receiver.js';
import { Ledger } from './ledger.js';
import { LatencySamples, SoakApi } from './soak-api.js';
import { DEFAULT_TRAFFIC, lister, uploader, type TrafficSettings } from './soak-clients.js';
import { makeSoakFiles } from './soak-files.js';
import { startSoakServer } from './soak-server.js';
import { probeServer, type ProbeSample } from './server-probe.js';
import { cleanTraffic, eventsSettled, flat, nothingLost, type Verdict } from './verdicts.js';
import { windowRow, type WindowRow } from './windows.js';
import { finalStatuses, settle } from './settle.js';

interface SoakOptions {
  databaseUrl: string;
  redisUrl: string;
  durationMs: number;
  windowMs: number;
  sampleMs: number;
  traffic?: Partial<TrafficSettings>;
  env?: Record<string, string>;
  /** Called with each window's row as it closes (the bench prints it). */
  onWindow?: (row: WindowRow) => void;
  log?: (line: string) => void;
}

export interface SoakOutcome {
  rows: WindowRow[];
  verdicts: Verdict[];
  serverEnv: Record<string, string>;
  traffic: TrafficSettings;
  receiver: Record<string, number>;
  files: { kind: string; pages?: string; expectFailure?: string; weight: number }[];
  settleMs: number;
  /** Events by outcome at the end (deliveries-watch.ts). */
  events: { delivered: number; deadLettered: number };
}

/** A small PRNG (mulberry32), seeded: the same mix of files and behaviours on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runSoak(o: SoakOptions): Promise<SoakOutcome> {
  const log = o.log ?? (() => {});
  const traffic = { ...DEFAULT_TRAFFIC, ...o.traffic };
  const openWith = [...traffic.openWith]; // the clients take from this copy
  const random = seeded(26);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-soak-files-'));
  const files = await makeSoakFiles(dir);
  const server = await startSoakServer({ databaseUrl: o.databaseUrl, redisUrl: o.redisUrl, ...(o.env ? { env: o.env } : {}) });
  const receiver = await startFlakyReceiver(Number(server.env.WEBHOOK_TIMEOUT_MS), random);
  const client = new pg.Client(server.databaseUrl.replace(/&application_name=[^&]*/, '&application_name=docrec-soak-observer'));
  await client.connect();
  try {
    log(`server pid ${server.pid} at ${server.url}; traffic for ${o.durationMs / 1000} s`);
    const watch = new DeliveriesWatch(client);
    const ledger = new Ledger();
    const latency = new LatencySamples();
    const probe = async () => probeServer(server, client, watch.backlog);
    const baseline = await probe();
    const start = Date.now();
    const t = {
      api: new SoakApi(server.url, server.key, latency),
      ledger,
      files,
      receiver,
      settings: { ...traffic, openWith },
      random,
      stopAt: start + o.durationMs,
    };
    const clients = [...Array.from({ length: traffic.uploaders }, (_, n) => uploader(t, n)), lister(t)];
    const rows: WindowRow[] = [];
    let windowSamples: ProbeSample[] = [];
    let pagesBefore = baseline.pagesProcessed;
    for (let from = start; from < t.stopAt;) {
      const to = Math.min(from + o.windowMs, t.stopAt);
      while (Date.now() < to) {
        await new Promise((r) => setTimeout(r, Math.min(o.sampleMs, Math.max(0, to - Date.now()))));
        await watch.poll();
        const sample = await probe();
        ledger.markSwept(sample.documentIds);
        windowSamples.push(sample);
      }
      const row = windowRow(rows.length + 1, start, from, to, ledger, latency.take(), windowSamples, pagesBefore);
      rows.push(row);
      o.onWindow?.(row);
      pagesBefore = windowSamples[windowSamples.length - 1]!.pagesProcessed;
      windowSamples = [];
      from = to;
    }
    log('traffic stopped: waiting for what is under way to finish');
    const stopWatch = watch.follow(1000, (err) => ledger.error(`deliveries watch: ${err.message}`));
    await Promise.all(clients);
    await stopWatch();
    const settleStart = Date.now();
    const finalStatus = await finalStatuses(t.api, ledger);
    const end = await settle(watch, probe, ledger, log);
    const verdicts = [
      nothingLost(ledger, finalStatus),
      eventsSettled(ledger, watch, receiver.delivered),
      ...flat(rows, baseline, end),
      cleanTraffic(ledger),
    ];
    return {
      rows,
      verdicts,
      serverEnv: server.env,
      traffic,
      receiver: { ...receiver.counts },
      files: files.map(({ kind, pages, expectFailure, weight }) => ({
        kind,
        weight,
        ...(pages ? { pages } : {}),
        ...(expectFailure ? { expectFailure } : {}),
      })),
      settleMs: Date.now() - settleStart,
      events: watch.counts(),
    };
  } finally {
    await client.end().catch(() => {});
    await receiver.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
