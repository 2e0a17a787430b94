// The degraded-scan bench's summary and its markdown table (run.ts measures).
import { factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt } from '../_kit/stats.js';
import { spearman } from './rank-correlation.js';

export interface PageRow {
  /** 'tuned': the pages the thresholds were chosen on; 'held-out': never looked at for that. */
  set: 'tuned' | 'held-out';
  language: string;
  degradation: string;
  rawCer: number;
  rawMs: number;
  /** Raw tesseract with -c thresholding_method=2 (Sauvola). */
  sauvolaCer: number;
  docrecCer: number;
  docrecMs: number;
  /** docrec with page preparation left out (the same engine without measurePage/preparePage). */
  unpreparedCer: number;
  unpreparedMs: number;
  unpreparedConfidence: number;
  confidence: number;
  prepared: string[];
  /** Of docrecMs: measuring the page and applying its steps (native measurePage + preparePage). */
  prepareMs: number;
}

/** Mean CER of each reader over some rows, and how much worse than raw docrec's worst page is. */
function cerMeans(rows: PageRow[]) {
  return {
    pages: rows.length,
    raw: mean(rows.map((r) => r.rawCer)),
    sauvola: mean(rows.map((r) => r.sauvolaCer)),
    unprepared: mean(rows.map((r) => r.unpreparedCer)),
    docrec: mean(rows.map((r) => r.docrecCer)),
    worstPageDelta: Math.max(...rows.map((r) => r.docrecCer - r.rawCer)),
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export function summarize(facts: MachineFacts, rows: PageRow[], measureMsOnClean: number[]) {
  const worst = Math.max(...rows.map((r) => r.docrecCer - r.rawCer));
  const clean = rows.filter((r) => r.degradation === 'clean');
  return {
    facts,
    meanRawCer: mean(rows.map((r) => r.rawCer)),
    meanDocrecCer: mean(rows.map((r) => r.docrecCer)),
    meanUnpreparedCer: mean(rows.map((r) => r.unpreparedCer)),
    meanSauvolaCer: mean(rows.map((r) => r.sauvolaCer)),
    measureMsOnClean,
    meanUnpreparedMs: mean(rows.map((r) => r.unpreparedMs)),
    cleanUnpreparedMs: mean(clean.map((r) => r.unpreparedMs)),
    worstPageDelta: worst,
    meanRawMs: mean(rows.map((r) => r.rawMs)),
    meanDocrecMs: mean(rows.map((r) => r.docrecMs)),
    meanPrepareMs: mean(rows.map((r) => r.prepareMs)),
    cleanPrepareMs: mean(clean.map((r) => r.prepareMs)),
    cleanRawMs: mean(clean.map((r) => r.rawMs)),
    cleanDocrecMs: mean(clean.map((r) => r.docrecMs)),
    // Negative is good: higher confidence, lower error.
    confidenceCerSpearman: spearman(
      rows.map((r) => r.confidence),
      rows.map((r) => r.docrecCer),
    ),
    // The same over the unprepared readings, whose errors spread much wider.
    unpreparedConfidenceCerSpearman: spearman(
      rows.map((r) => r.unpreparedConfidence),
      rows.map((r) => r.unpreparedCer),
    ),
    tuned: cerMeans(rows.filter((r) => r.set === 'tuned')),
    heldOut: cerMeans(rows.filter((r) => r.set === 'held-out')),
    rows,
  };
}

type Summary = ReturnType<typeof summarize>;

export function reportMarkdown(summary: Summary): string {
  const { facts, rows, worstPageDelta: worst } = summary;
  const reduction = 1 - summary.meanDocrecCer / summary.meanRawCer;
  return [
    '# Degraded scans: raw tesseract vs docrec',
    '',
    ...factsLines(facts),
    `- ${rows.length} pages (English and Ukrainian, 11 pt DejaVu Sans, bench/degraded-scans/set.ts); raw = \`tesseract FILE stdout -l LANG --dpi DPI\`, OMP_THREAD_LIMIT=1; docrec = the page worker (runTask) with the native engine, same thread limit`,
    '- times are wall ms on a shared, loaded machine; raw includes starting the CLI and loading the model, docrec reuses a loaded engine',
    '',
    `Mean CER: raw ${fmt(summary.meanRawCer, 4)}, docrec ${fmt(summary.meanDocrecCer, 4)} (${fmt(reduction * 100, 1)}% lower); worst page ${fmt(worst, 4)} worse than raw.`,
    `Without page preparation (the worker's turn detection only): mean CER ${fmt(summary.meanUnpreparedCer, 4)}.`,
    ...(['tuned', 'heldOut'] as const).map((k) => {
      const m = summary[k];
      return `- ${k === 'tuned' ? 'pages the thresholds were chosen on' : 'held-out pages (never looked at when choosing)'}, ${m.pages}: raw ${fmt(m.raw, 4)}, Sauvola ${fmt(m.sauvola, 4)}, unprepared ${fmt(m.unprepared, 4)}, docrec ${fmt(m.docrec, 4)}; worst page ${fmt(m.worstPageDelta, 4)} worse than raw`;
    }),
    `Mean time: raw ${fmt(summary.meanRawMs, 0)} ms, docrec ${fmt(summary.meanDocrecMs, 0)} ms, docrec unprepared ${fmt(summary.meanUnpreparedMs, 0)} ms; clean pages: raw ${fmt(summary.cleanRawMs, 0)} ms, docrec ${fmt(summary.cleanDocrecMs, 0)} ms, unprepared ${fmt(summary.cleanUnpreparedMs, 0)} ms.`,
    `Preparation's own cost (measuring and applying, inside docrec's time): ${fmt(summary.meanPrepareMs, 0)} ms a page on average (${fmt((100 * summary.meanPrepareMs) / summary.meanDocrecMs, 1)}% of docrec's time), ${fmt(summary.cleanPrepareMs, 0)} ms on clean pages.`,
    `Raw tesseract with Sauvola thresholding (\`-c thresholding_method=2\`): mean CER ${fmt(summary.meanSauvolaCer, 4)}.`,
    `Measuring a clean page (the cost every page pays to decide, native measurePage, median of 5): ${summary.measureMsOnClean.map((ms) => fmt(ms, 1)).join(' ms, ')} ms.`,
    `Page confidence vs CER, Spearman rank correlation (−1 = confidence orders the pages by error perfectly): docrec ${fmt(summary.confidenceCerSpearman, 3)}, unprepared ${fmt(summary.unpreparedConfidenceCerSpearman, 3)}.`,
    '',
    '| set | language | degradation | raw CER | raw Sauvola CER | unprepared CER | docrec CER | raw ms | unprepared ms | docrec ms | confidence | prepared | prepare ms |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...rows.map(
      (r) =>
        `| ${r.set} | ${r.language} | ${r.degradation} | ${fmt(r.rawCer, 4)} | ${fmt(r.sauvolaCer, 4)} | ${fmt(r.unpreparedCer, 4)} | ${fmt(r.docrecCer, 4)} | ${r.rawMs} | ${r.unpreparedMs} | ${r.docrecMs} | ${fmt(r.confidence, 3)} | ${r.prepared.join(', ')} | ${r.prepareMs} |`,
    ),
  ].join('\n');
}
