// Memory under concurrent uploads, measured where it counts: the resident memory of a real
// `docrec serve` child (read from /proc, so the test's own buffers never count) while 8 clients
// stream 7 MiB each at once over raw sockets. API.md: "memory does not grow with its size". The
// bodies are generated chunk by chunk, so the test never holds the 56 MiB either.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultCluster, type FaultCluster } from '../support/fault-cluster.js';
import { call } from '../support/http.js';
import { samplePeakRss } from '../support/process-memory.js';
import { WEBP_SIG, postFile } from '../support/raw-http.js';
import type { ServeProcess } from '../support/serve-process.js';

const SIZE = 7 << 20;
const CLIENTS = 8;
const BUDGET_MIB = 48; // under the 56 MiB the bodies add up to: no upload may sit in memory whole
let cluster: FaultCluster;
let serve: ServeProcess;

beforeAll(async () => {
  cluster = await faultCluster({ MAX_FILE_BYTES: String(16 << 20), LOG_LEVEL: 'warn' });
  serve = await cluster.start();
});
afterAll(async () => cluster?.close());

// WebP bodies: accepted by the sniffer, refused by the renderer before it reads them, so the
// recognition of the accepted uploads (mupdf loads a whole image) never blurs the reading.
const upload = (size = SIZE) => postFile(serve.url, cluster.key, size, { magic: WEBP_SIG, timeoutMs: 60_000 });

/** Waits until the server has nothing queued or processing (recognition would blur the reading). */
async function settled(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await call(`${serve.url}/v1/documents?limit=100`, { key: cluster.key });
    if (list.json.data.every((d: { status: string }) => d.status === 'completed' || d.status === 'failed')) return;
    expect(Date.now(), 'documents still being processed').toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('8 concurrent 7 MiB uploads to a `docrec serve` child', () => {
  it(`add less than ${BUDGET_MIB} MiB to its resident memory`, async () => {
    // Warm-up: one upload of the same size, and its (failing) recognition, as a server that has
    // run a while has done. Measured (2 cores, other suites running): 25-29 MiB growth after it,
    // 38-51 MiB without it (first-touch heap: the chunk copies of ~25 MiB of body awaiting GC,
    // whose pages the allocator keeps); a server holding each file whole: 49-57 MiB after it.
    expect((await upload()).status).toBe(202);
    await settled();

    const sampler = samplePeakRss(serve.child.pid!);
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: CLIENTS }, () => upload()));
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    const growth = peak - sampler.baseline;
    console.info(
      `rss baseline ${sampler.baseline.toFixed(1)} MiB, peak ${peak.toFixed(1)} MiB, growth ${growth.toFixed(1)} MiB ` +
        `for ${CLIENTS} x ${SIZE >> 20} MiB in ${seconds.toFixed(2)} s`,
    );
    expect(replies.map((r) => r.status)).toEqual(Array(CLIENTS).fill(202));
    expect(replies.map((r) => r.json.size_bytes)).toEqual(Array(CLIENTS).fill(SIZE));
    // The files really went to disk, whole.
    const dir = join(cluster.dataDir, 'uploads');
    const sizes = await Promise.all((await readdir(dir)).map(async (n) => (await stat(join(dir, n))).size));
    expect(sizes.filter((s) => s === SIZE)).toHaveLength(CLIENTS + 1);
    expect(growth).toBeLessThan(BUDGET_MIB);
  }, 120_000);
});
