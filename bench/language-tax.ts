// The language tax, measured in one run as ratios: the same dense pages (English and Ukrainian)
//   (a) raw `tesseract` with the RIGHT single language, one process per core (the bar),
//   (b) raw `tesseract -l` with every installed language (what a naive user runs),
//   (c) the whole API without `language`, OCR_LANGUAGES=eng,ukr,
//   (d) the whole API without `language`, ten packs installed (OCR_LANGUAGES of BENCH_LANGUAGES),
//   (e) the whole API told each page's language: the control (parity with raw before this work).
// Runners go in interleaved rounds (a b c d e, a b c d e…) because the machine is shared: a slow
// stretch hits them alike; ratios are per round and between best rounds. CER against the ground
// truth per page for each runner, and the worker's time per page (render, decide, recognize).
//
//   npx tsc -p tsconfig.json && node dist/bench/language-tax.js
//
// Environment: BENCH_PAGES (per language, default 3), BENCH_ROUNDS (default 2), BENCH_THREADS
// (default: cores), BENCH_LANGUAGES (default eng,ukr,deu,fra,pol,rus,spa,ita,por,ces).
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cer, envNumber, machineFacts, percentile, progress, runMain, writeResults } from './bench-kit.js';
import { startBenchServer, upload, waitCompleted, type BenchServer } from './bench-server.js';
import { makeDensePages, renderDensePage } from './dense-pages.js';
import { rawTesseract, runApi, workQueue } from './ocr-runners.js';
import { ukrainianPageText } from './ukrainian-pages.js';

interface Page {
  png: string;
  text: string;
  tesseract: string;
}

interface Outcome {
  wallMs: number;
  texts: string[];
}

async function rawRun(pages: Page[], threads: number, languages: (p: Page) => string): Promise<Outcome> {
  const started = performance.now();
  const results = await workQueue(pages, threads, (p) => rawTesseract(p.png, languages(p), undefined));
  return { wallMs: performance.now() - started, texts: results.map((r) => r.text) };
}

/** Each page uploaded with its own language (the API takes one language per document). */
async function runApiEach(server: BenchServer, pages: Page[]): Promise<Outcome> {
  const uploads = [];
  for (const p of pages) uploads.push(await upload(server, p.png, p.tesseract === 'eng' ? 'en' : 'uk'));
  const docs = await waitCompleted(server, uploads.map((u) => u.id), 30 * 60_000);
  const last = Math.max(...docs.map((d) => Date.parse(d.completed_at!)));
  return { wallMs: last - uploads[0]!.startedAt, texts: docs.map((d) => d.result?.text ?? '') };
}

async function main() {
  const perLanguage = envNumber('BENCH_PAGES', 3);
  const rounds = envNumber('BENCH_ROUNDS', 2);
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const ten = process.env.BENCH_LANGUAGES ?? 'eng,ukr,deu,fra,pol,rus,spa,ita,por,ces';
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-lang-'));
  const servers: BenchServer[] = [];
  try {
    progress(`rendering ${perLanguage} English and ${perLanguage} Ukrainian dense pages…`);
    const english = (await makeDensePages(dir, perLanguage)).map((p) => ({ ...p, tesseract: 'eng' }));
    const ukrainian: Page[] = [];
    for (let i = 0; i < perLanguage; i++) {
      const text = ukrainianPageText(i);
      ukrainian.push({ png: await renderDensePage(dir, `uk-${i + 1}`, text), text, tesseract: 'ukr' });
    }
    // Interleaved by language, as a mixed stream of client documents.
    const pages = english.flatMap((p, i) => [p, ukrainian[i]!]);
    const pngs = pages.map((p) => p.png);
    const two = await startBenchServer({ OCR_ENGINE: 'native', OCR_THREADS: String(threads), OCR_LANGUAGES: 'eng,ukr' });
    servers.push(two);
    const many = await startBenchServer({ OCR_ENGINE: 'native', OCR_THREADS: String(threads), OCR_LANGUAGES: ten });
    servers.push(many);
    const runners: Record<string, { label: string; run: () => Promise<Outcome> }> = {
      a: { label: 'raw `tesseract`, right single language, one per core', run: () => rawRun(pages, threads, (p) => p.tesseract) },
      b: { label: `raw \`tesseract -l ${ten.replaceAll(',', '+')}\``, run: () => rawRun(pages, threads, () => ten.replaceAll(',', '+')) },
      c: { label: 'whole API, no `language`, OCR_LANGUAGES=eng,ukr', run: () => runApi(two, pngs, undefined) },
      d: { label: `whole API, no \`language\`, OCR_LANGUAGES=${ten}`, run: () => runApi(many, pngs, undefined) },
      // The control: the API told each page's language (what was at parity with raw before).
      e: { label: 'whole API, right `language` given, OCR_LANGUAGES=eng,ukr', run: () => runApiEach(two, pages) },
    };
    progress('warm-up (one page per thread and runner)…');
    for (const server of servers) await runApi(server, [...english, ...ukrainian].slice(0, threads * 2).map((p) => p.png), undefined);

    const rows: Array<{ runner: string; round: number; wallMs: number; pagesPerS: number; meanCer: number; cers: number[] }> = [];
    for (let round = 1; round <= rounds; round++) {
      for (const [name, r] of Object.entries(runners)) {
        progress(`round ${round}/${rounds}: ${name}…`);
        const out = await r.run();
        const cers = out.texts.map((t, i) => Number(cer(t, pages[i]!.text).toFixed(4)));
        rows.push({
          runner: name, round, wallMs: Math.round(out.wallMs), pagesPerS: Number((pages.length / (out.wallMs / 1000)).toFixed(3)),
          meanCer: Number((cers.reduce((s, c) => s + c, 0) / cers.length).toFixed(4)), cers,
        });
      }
    }
    const of = (name: string) => rows.filter((r) => r.runner === name);
    const best = (name: string) => Math.max(...of(name).map((r) => r.pagesPerS));
    const perRound = (name: string) => of(name).map((r, i) => Number((r.pagesPerS / of('a')[i]!.pagesPerS).toFixed(3)));
    const ratios = Object.fromEntries(Object.keys(runners).map((n) => [n, { best: Number((best(n) / best('a')).toFixed(3)), perRound: perRound(n) }]));
    const worstCerGap = Object.fromEntries(
      Object.keys(runners).map((n) => [n, Math.max(...of(n)[0]!.cers.map((c, i) => c - of('a')[0]!.cers[i]!)).toFixed(4)]),
    );
    const summary = {
      benchmark: 'language-tax', ...machineFacts(), threads, rounds, pages: pages.length,
      page: 'A4 2480×3508 gray PNG, 300 DPI, 40 lines of 11 pt DejaVu Sans; English and Ukrainian alternating',
      runners: Object.fromEntries(Object.entries(runners).map(([n, r]) => [n, r.label])),
      runs: rows, ratios, worstCerGapVsA: worstCerGap,
      medianPagesPerS: Object.fromEntries(Object.keys(runners).map((n) => [n, percentile(of(n).map((r) => r.pagesPerS), 50)])),
    };
    const md = [
      '# Language tax: no `language` vs raw `tesseract`',
      '',
      `${summary.cpuModel ?? ''} ${threads} threads, ${pages.length} pages (${summary.page}), ${rounds} interleaved rounds on a shared machine.`,
      '',
      '| runner | what | best pages/s | ratio to a (best) | ratio to a per round | mean CER | worst page CER − a |',
      '|---|---|---|---|---|---|---|',
      ...Object.entries(runners).map(([n, r]) =>
        `| ${n} | ${r.label} | ${best(n).toFixed(3)} | ${ratios[n]!.best.toFixed(3)} | ${ratios[n]!.perRound.join(', ')} | ${of(n)[0]!.meanCer.toFixed(4)} | ${worstCerGap[n]} |`),
      '',
    ].join('\n');
    await writeResults('language-tax', summary, md);
  } finally {
    for (const s of servers) await s.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('language-tax', main);
