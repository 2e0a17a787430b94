// The first document after a cold start: a fresh server (its database created, its OCR threads
// not yet started) is started, and one page uploaded as soon as it answers. Measured: start to
// ready, start to that page's result, the page's own latency (upload to completed_at), and the
// same page's latency once more on the now warm server, for comparison.
import { upload, waitCompleted } from '../_kit/api-client.js';
import { startBenchServer } from '../_kit/bench-server.js';
import type { BroadPage } from '../broad/set.js';

export interface ColdStart {
  page: string;
  kind: string;
  /** startServer called to the server answering (database opened, bench account made). */
  readyMs: number;
  /** startServer called to the first page's completed_at. */
  firstResultMs: number;
  /** The first page's upload to its completed_at. */
  firstLatencyMs: number;
  /** The same page again on the same, now warm, server. */
  warmLatencyMs: number;
}

async function latency(server: Awaited<ReturnType<typeof startBenchServer>>, page: BroadPage): Promise<{ at: number; ms: number }> {
  const sent = await upload(server, page.path, undefined);
  const [doc] = await waitCompleted(server, [sent.id], 10 * 60_000, 20);
  const at = Date.parse(doc!.completed_at!);
  return { at, ms: at - sent.startedAt };
}

export async function coldStart(page: BroadPage, env: Record<string, string>, databaseUrl: string | undefined): Promise<ColdStart> {
  const started = Date.now();
  const server = await startBenchServer({ databaseUrl, env });
  try {
    const readyMs = Date.now() - started;
    const first = await latency(server, page);
    const warm = await latency(server, page);
    return {
      page: page.name,
      kind: page.kind,
      readyMs,
      firstResultMs: first.at - started,
      firstLatencyMs: first.ms,
      warmLatencyMs: warm.ms,
    };
  } finally {
    await server.stop();
  }
}
