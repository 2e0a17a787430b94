// Head-of-line blocking, measured: a stream of one-page documents alone, then the same stream
// arriving together with one 2,000-page scanned PDF (one real scan page repeated by qpdf, which
// stores the image once: a few hundred KB). The scheduler hands out pages round-robin across
// documents (services/recognition/pool-feeder.ts), so a one-page document should wait at most
// about one page of the big one's for a thread. Reports the one-page latency (upload to
// completed_at) p50/p99 both ways and the big one's pages/s meanwhile; the big one is deleted
// afterwards (it would take hours), and its file too.
import { execFile } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeJpegScanPdf } from '../_kit/jpeg-scan-pdf.js';
import { percentile } from '../_kit/stats.js';
import { cpuBetween, cpuSample } from './process-probe.js';
import { claimMs, deleteDocument, getDocument, latencyMs, uploadFile, waitAllCompleted } from './scaling-client.js';
import type { ScalingServer } from './scaling-server.js';

const run = promisify(execFile);

interface Latencies {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Upload to started_at: until the scheduler claimed it (at most 4 documents per thread are held). */
  claimP99Ms: number;
  /** started_at to completed_at: waiting for a thread to open it and to read its page, and the page itself. */
  afterClaimP50Ms: number;
  afterClaimP99Ms: number;
  /** Every document's latency, in upload order (the JSON keeps them: a tail can be told from a trend). */
  latenciesMs: number[];
  /** Cores other processes used meanwhile: a phase slowed by someone else's work shows here. */
  foreignCores: number;
}

export interface FairnessResult {
  threads: number;
  smallPage: string;
  smallDocuments: number;
  intervalMs: number;
  alone: Latencies;
  withBig: Latencies;
  bigPages: number;
  bigFileBytes: number;
  /** Upload of the big one to its first page stored. */
  bigFirstPageMs: number;
  /** Pages of the big one done while the stream ran, and per second. */
  bigPagesDuringStream: number;
  bigPagesPerS: number;
}

/** Uploads `count` copies of `path`, one every `intervalMs` (on a fixed clock, not after each answer); their latencies. */
async function stream(server: ScalingServer, path: string, count: number, intervalMs: number): Promise<Latencies> {
  const before = cpuSample(server.pid);
  const t0 = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const wait = t0 + i * intervalMs - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    ids.push((await uploadFile(server, path)).id);
  }
  const docs = await waitAllCompleted(server, ids, 10 * 60_000);
  const values = docs.map(latencyMs);
  const claims = docs.map(claimMs);
  const afterClaim = values.map((v, i) => v - claims[i]!);
  return {
    latenciesMs: values.map(Math.round),
    claimP99Ms: percentile(claims, 99),
    afterClaimP50Ms: percentile(afterClaim, 50),
    afterClaimP99Ms: percentile(afterClaim, 99),
    p50Ms: percentile(values, 50),
    p90Ms: percentile(values, 90),
    p99Ms: percentile(values, 99),
    maxMs: Math.max(...values),
    foreignCores: cpuBetween(before, cpuSample(server.pid)).foreignCores,
  };
}

/** A scanned PDF of `pages` copies of one JPEG page. */
async function bigScanPdf(dir: string, jpeg: string, pages: number): Promise<string> {
  const one = writeJpegScanPdf(join(dir, 'one-page-scan.pdf'), [jpeg]);
  const big = join(dir, `scan-${pages}-pages.pdf`);
  await run('qpdf', ['--empty', '--pages', one, Array.from({ length: pages }, () => '1').join(','), '--', big]);
  return big;
}

export async function measureFairness(
  server: ScalingServer,
  smallPage: { name: string; path: string },
  bigJpeg: string,
  dir: string,
  options: { count: number; intervalMs: number; bigPages: number },
): Promise<FairnessResult> {
  const alone = await stream(server, smallPage.path, options.count, options.intervalMs);
  const big = await bigScanPdf(dir, bigJpeg, options.bigPages);
  try {
    const { size } = await stat(big);
    const bigUpload = await uploadFile(server, big);
    // Arriving together: the stream starts as soon as the big one is accepted, while it is opened.
    let firstPageAt: number | undefined;
    let streaming = true;
    const watchFirst = (async () => {
      while (firstPageAt === undefined && streaming) {
        const doc = await getDocument(server, bigUpload.id);
        if (doc.pages_done > 0) firstPageAt = Date.now();
        else await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const t0 = Date.now();
    const before = (await getDocument(server, bigUpload.id)).pages_done;
    const together = await stream(server, smallPage.path, options.count, options.intervalMs);
    const after = (await getDocument(server, bigUpload.id)).pages_done;
    const seconds = (Date.now() - t0) / 1000;
    streaming = false;
    await watchFirst;
    await deleteDocument(server, bigUpload.id);
    return {
      threads: server.threads,
      smallPage: smallPage.name,
      smallDocuments: options.count,
      intervalMs: options.intervalMs,
      alone,
      withBig: together,
      bigPages: options.bigPages,
      bigFileBytes: size,
      bigFirstPageMs: firstPageAt === undefined ? NaN : firstPageAt - bigUpload.startedAt,
      bigPagesDuringStream: after - before,
      bigPagesPerS: (after - before) / seconds,
    };
  } finally {
    await rm(big, { force: true });
  }
}
