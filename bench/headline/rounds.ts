// The timed part of the headline bench. The API reports no per-page busy time (a claimed
// document's started_at is not when a thread took it), so kinds and parts of the set are timed as
// their own runs: each runner's pass reads the set in chunks of one part and one kind (the
// held-out tables, the tuning photos…), each chunk timed from its first page handed over to its
// last result with the same pages in flight. A group's pages/s is its pages over the sum of its
// chunks' times; the whole set's, all pages over all chunks'. Each pass first waits (a bounded
// time) for a quiet machine, and the CPU others used meanwhile is recorded (_kit/cpu-meter.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchServer } from '../_kit/bench-server.js';
import { cer } from '../_kit/cer.js';
import { metered } from '../_kit/cpu-meter.js';
import type { BroadPage } from '../broad/set.js';
import { wordBagError } from '../broad/word-bag.js';
import { imagesToPdf, runOcrmypdf } from '../languages/ocrmypdf.js';
import { apiRun, rawRun, type Outcome, type PageFacts } from '../languages/runners.js';
import type { BenchBar } from './bar.js';
import { serverKey, type HeadlineRunner } from './runners.js';
import { chunkOf, type HeadlineRow } from './summary.js';

interface RoundsInput {
  pages: BroadPage[];
  runners: HeadlineRunner[];
  servers: Map<string, BenchServer>;
  threads: number;
  rounds: number;
  attempts: number;
  quietWaitMs: number;
  packs: string[];
  bar: BenchBar;
}

interface Measured {
  rows: HeadlineRow[];
  /** What each API runner's server recorded per page (its last round). */
  facts: Record<string, PageFacts[]>;
}

interface Pass {
  texts: string[];
  facts: PageFacts[] | undefined;
  chunkMs: Record<string, number>;
}

async function runChunk(
  r: HeadlineRunner,
  pages: BroadPage[],
  input: RoundsInput,
  pdf: (key: string) => Promise<string>,
  dir: string,
): Promise<Outcome> {
  const { threads, servers, bar, packs } = input;
  if ('raw' in r.how)
    return rawRun(
      pages,
      threads,
      (p) => p.tesseract,
      r.how.raw.binary,
      () => bar.advance(),
    );
  const out =
    'api' in r.how
      ? await apiRun(servers.get(serverKey(r.how.api.env))!, pages, (p) =>
          (r.how as { api: { language: boolean } }).api.language ? (p.iso ?? undefined) : undefined,
        )
      : await runOcrmypdf(await pdf(chunkOf(pages[0]!)), pages.length, packs, threads, dir);
  bar.advance(pages.length);
  return out;
}

/** One runner over every chunk in turn; texts and facts back in set order. */
async function pass(r: HeadlineRunner, input: RoundsInput, pdf: (key: string) => Promise<string>, dir: string): Promise<Pass> {
  const { pages } = input;
  const keys = [...new Set(pages.map(chunkOf))];
  const texts = new Array<string>(pages.length).fill('');
  const facts = new Array<PageFacts>(pages.length);
  const chunkMs: Record<string, number> = {};
  for (const key of keys) {
    const idx = pages.map((p, i) => (chunkOf(p) === key ? i : -1)).filter((i) => i >= 0);
    const out = await runChunk(
      r,
      idx.map((i) => pages[i]!),
      input,
      pdf,
      dir,
    );
    chunkMs[key] = Math.round(out.wallMs);
    idx.forEach((i, j) => {
      texts[i] = out.texts[j] ?? '';
      if (out.facts) facts[i] = out.facts[j]!;
    });
  }
  return { texts, facts: 'api' in r.how ? facts : undefined, chunkMs };
}

export async function measureRounds(input: RoundsInput): Promise<Measured> {
  const { pages, runners, rounds, attempts, quietWaitMs, bar } = input;
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-headline-'));
  const pdfs = new Map<string, string>();
  const pdf = async (key: string) => {
    if (!pdfs.has(key))
      pdfs.set(
        key,
        (
          await imagesToPdf(
            pages.filter((p) => chunkOf(p) === key).map((p) => p.path),
            dir,
            key.replace(/\W/g, '-'),
          )
        ).pdf,
      );
    return pdfs.get(key)!;
  };
  const rows: HeadlineRow[] = [];
  const facts: Record<string, PageFacts[]> = {};
  // A server in a child process is the bench's own CPU, not others'.
  const ownPids = [...input.servers.values()].flatMap((s) => (s.pid === undefined ? [] : [s.pid]));
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const r of runners) {
        bar.task(`round ${round}/${rounds}: ${r.name} (${r.label.split(',')[0]})`);
        const m = await metered(() => pass(r, input, pdf, dir), attempts, 0.1, quietWaitMs, ownPids);
        if (m.value.facts) facts[r.name] = m.value.facts;
        const wallMs = Object.values(m.value.chunkMs).reduce((s, ms) => s + ms, 0);
        rows.push({
          setting: 'broad',
          runner: r.name,
          round,
          wallMs,
          pagesPerS: Number((pages.length / (wallMs / 1000)).toFixed(4)),
          foreignCores: Number(m.foreignCores.toFixed(3)),
          cers: m.value.texts.map((t, i) => Number(cer(t, pages[i]!.text).toFixed(4))),
          bags: m.value.texts.map((t, i) => Number(wordBagError(t, pages[i]!.text).error.toFixed(4))),
          chunkMs: m.value.chunkMs,
        });
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { rows, facts };
}
