// A server's warm-up before it is timed: every OCR thread loads each model it will read with.
// A thread loads a model the first time a page needs it (0.1-0.4 s each here), so without this
// the first runner to meet German or Czech pages paid every thread's loads and the next runner
// on the same server got them free: d (first) paid them all, e none. Raw `tesseract` loads its
// model for every page, which is what it is; a running server's threads have theirs loaded.
import type { BenchServer } from '../_kit/bench-server.js';
import type { BroadPage } from '../broad/set.js';
import { apiRun } from '../languages/runners.js';

/**
 * Pages for the warm-up: the first pages of the set without a language (the probe's models,
 * eng+ukr), then, for each language of the set, its page with the least text, `2 × threads`
 * times with its language given, so each thread is likely to meet each model.
 */
export function warmUpPages(pages: BroadPage[], threads: number): { auto: BroadPage[]; told: BroadPage[] } {
  const smallest = new Map<string, BroadPage>();
  for (const p of pages) {
    if (!p.iso || p.tesseract.includes('+')) continue;
    const known = smallest.get(p.iso);
    if (!known || p.text.length < known.text.length) smallest.set(p.iso, p);
  }
  const told = [...smallest.values()].flatMap((p) => Array.from({ length: threads * 2 }, () => p));
  return { auto: pages.slice(0, threads * 2), told };
}

export async function warmUp(server: BenchServer, pages: { auto: BroadPage[]; told: BroadPage[] }): Promise<void> {
  await apiRun(server, pages.auto, () => undefined);
  await apiRun(server, pages.told, (p) => p.iso ?? undefined);
}
