// The built-in load generator, used when neither autocannon nor wrk is available: C concurrent
// keep-alive node:http clients issue GET requests back to back for D seconds (after a warm-up
// that is not counted), recording each latency. Runs as its own process so it never shares an
// event loop with the server under test; prints one JSON object (a LoadReport) on stdout.
//
//   node dist/bench/http/load-generator.js '{"url":"http://127.0.0.1:8080/","connections":50,"durationS":5,"warmupS":1,"headers":{}}'
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  headers: Record<string, string>;
}

/** Latencies kept as a log histogram (1% wide buckets) so several processes' results can merge. */
export interface LoadReport {
  requests: number;
  durationS: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** bucket index → count; bucket b holds latencies in [1.01^b, 1.01^(b+1)) microseconds. */
  histogram: Record<string, number>;
  latencySumUs: number;
  latencyMaxUs: number;
}

const bucketBase = Math.log(1.01);

export function bucketOf(us: number): number {
  return us < 1 ? 0 : Math.floor(Math.log(us) / bucketBase);
}

/** The upper bound of a bucket, so reported percentiles err on the slow side by at most 1%. */
function bucketUpperUs(bucket: number): number {
  return Math.pow(1.01, bucket + 1);
}

export function percentileMs(histogram: Record<string, number>, p: number): number {
  const entries = Object.entries(histogram)
    .map(([b, n]) => [Number(b), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [bucket, n] of entries) {
    seen += n;
    if (seen >= rank) return bucketUpperUs(bucket) / 1000;
  }
  return bucketUpperUs(entries[entries.length - 1]![0]) / 1000;
}

export async function runLoad(opts: LoadOptions): Promise<LoadReport> {
  const target = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections, maxFreeSockets: opts.connections });

  function once(): Promise<{ status: number; us: number }> {
    const started = process.hrtime.bigint();
    return new Promise((resolve) => {
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', headers: opts.headers },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve({ status: res.statusCode ?? 0, us: Number(process.hrtime.bigint() - started) / 1000 }));
          res.on('error', () => resolve({ status: -1, us: 0 }));
        },
      );
      req.on('error', () => resolve({ status: -1, us: 0 }));
      req.end();
    });
  }

  async function phase(seconds: number, record: boolean) {
    const report: LoadReport = {
      requests: 0,
      durationS: seconds,
      errors: 0,
      non2xx: 0,
      statuses: {},
      histogram: {},
      latencySumUs: 0,
      latencyMaxUs: 0,
    };
    const deadline = performance.now() + seconds * 1000;
    const startedAt = performance.now();
    const worker = async () => {
      while (performance.now() < deadline) {
        const { status, us } = await once();
        if (!record) continue;
        if (status < 0) {
          report.errors++;
          continue;
        }
        report.requests++;
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
        if (status < 200 || status > 299) report.non2xx++;
        const bucket = bucketOf(us);
        report.histogram[bucket] = (report.histogram[bucket] ?? 0) + 1;
        report.latencySumUs += us;
        if (us > report.latencyMaxUs) report.latencyMaxUs = us;
      }
    };
    await Promise.all(Array.from({ length: opts.connections }, worker));
    report.durationS = (performance.now() - startedAt) / 1000;
    return report;
  }

  if (opts.warmupS > 0) await phase(opts.warmupS, false);
  const report = await phase(opts.durationS, true);
  agent.destroy();
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const opts = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  runLoad(opts).then(
    (report) => process.stdout.write(`${JSON.stringify(report)}\n`),
    (err: unknown) => {
      process.stderr.write(`load-generator: ${String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
