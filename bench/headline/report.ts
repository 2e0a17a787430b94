// bench/results/bench.md: the headline first (ratios and the gate), then the runners, the parts
// of the set (the held-out, fresh, unseen, blind, sealed, vault, locked, hidden and buried parts
// apart), the kinds, the cold start, the gate's failures, every page and every run
// (report-tables.ts).
import { databaseLine, factsLines } from '../_kit/machine-facts.js';
import { fmt } from '../_kit/stats.js';
import { failureTable, groupTable, pageTable, runTable } from './report-tables.js';
import type { HeadlineSummary } from './summarize.js';

const ratioText = (r: number | null | undefined) => (r === null || r === undefined ? 'n/a' : r.toFixed(3));

export function headlineMarkdown(s: HeadlineSummary): string {
  const smoke = s.only ? ` (smoke: BENCH_ONLY=${s.only}, not the full set)` : '';
  const ran = s.runners.filter((r) => !r.skipped).map((r) => r.name);
  const dFails = s.gateFailures.filter((f) => f.runner === 'd');
  const heldOut = s.pages.filter((p) => p.heldOut).length;
  const source =
    'error' in s.source
      ? s.source.error
      : `${s.source.commit}${s.source.changed ? ` + ${s.source.changed} uncommitted files under src/ native/ bench/` : ''}`;
  const lines = [
    `# Headline: docrec's API vs raw \`tesseract\` on the broad set${smoke}`,
    '',
    ...factsLines(s),
    `- ${s.pages.length} pages (${heldOut} held out), ${s.threads} pages in flight per runner, ${s.rounds} round(s), up to ${s.attempts} attempt(s) per run; servers: OCR_LANGUAGES=${s.packs.join(',')}, ${databaseLine(s.backend, s.databaseHost)}; source ${source}`,
    `- OCRmyPDF: ${s.ocrmypdf ?? 'not installed'}; malloc of the API servers: ${s.malloc}; of raw \`tesseract\`, the same-build CLI and OCRmyPDF: the system's`,
    '',
    `**d/a = ${ratioText(s.ratios['d/a'])}** (the whole API without \`language\` over raw Debian \`tesseract\` with each page's right language, one process per core; pages/s best/best; issue 24's goal ≥ 2.0). ` +
      `e/a = ${ratioText(s.ratios['e/a'])}, d/f = ${ratioText(s.ratios['d/f'])} (f: the same-build CLI; goal ≥ 1.6), f/a = ${ratioText(s.ratios['f/a'])}` +
      (ran.includes('d-avx2') ? `, d-avx2/d = ${ratioText(s.ratios['d-avx2/d'])}` : '') +
      '.',
    '',
    `**CER gate** (d's CER ≤ a's + ${s.gate} on every page): ${dFails.length === 0 ? 'met' : `not met on ${dFails.length} page(s): ${dFails.map((f) => f.page).join(', ')}`}.`,
    '',
    '| runner | what | best pages/s | median pages/s | ratio to a (best/best) | mean CER | pages over a + 0.002 |',
    '|---|---|---:|---:|---:|---:|---|',
    ...s.stats.map(
      (r) =>
        `| ${r.runner} | ${r.label} | ${fmt(r.bestPagesPerS, 3)} | ${fmt(r.medianPagesPerS, 3)} | ${fmt(r.ratioBest, 3)} | ${fmt(r.meanCer, 4)} | ${r.overGate.length === 0 ? '0' : `${r.overGate.length}: ${r.overGate.map((g) => g.page).join(', ')}`} |`,
    ),
    '',
    ...s.runners.filter((r) => r.skipped).map((r) => `Runner ${r.name} (${r.label}) not run: ${r.skipped}.`),
    '',
    '## Parts of the set',
    '',
    "The held-out, fresh, unseen, blind, sealed, vault, locked, hidden and buried parts are made from other texts and templates than the rest and tune nothing (the fresh part, from its own, was made after the recognition code was tuned; the unseen part, from its own too, in the 2026-11-29 session, and no one looked at what any reader makes of its pages before this bench first reported them; the blind part, from its own too, in that day's third session, and no reader was run on its pages before this bench first reported them; the sealed part, from its own too, after the blind part was first reported, and likewise read by no reader before this bench first reported it; the vault part, from its own too, after the sealed part was first reported and looked at, and likewise read by no reader before this bench first reported it; the locked part, from its own too, after the vault part was first reported and tuned on, and likewise read by no reader before this bench first reported it; the hidden part, from its own too, after the locked part was first reported and tuned on, and likewise read by no reader before this bench first reported it; the buried part, from its own too, after the hidden part was first reported and tuned on, and likewise read by no reader before this bench first reports it). Each runner reads the set in chunks of one part and one kind, each timed on its own (first page handed over to last result, the same pages in flight), because the API reports no per-page busy time: a part's or a kind's pages/s is its pages over the sum of its chunks' times, and the whole set's likewise, ramp-up and tail of every chunk included. \"bag\": the word-order-free error (missing + extra words over the expected words), beside the CER where tables, forms and columns may be read in another fair order.",
    '',
    ...groupTable(s.parts, ran, 'part'),
    '',
    '## Kinds of page',
    '',
    ...groupTable(s.kinds, ran, 'kind'),
    '',
    '## The first document after a cold start',
    '',
    `A fresh server (its own database, OCR threads not started) with d's settings, one page (${s.cold.page}, ${s.cold.kind}) uploaded as soon as it answers.`,
    '',
    '| start to ready | start to first result | first page: upload to result | the same page on the warm server |',
    '|---:|---:|---:|---:|',
    `| ${s.cold.readyMs} ms | ${s.cold.firstResultMs} ms | ${s.cold.firstLatencyMs} ms | ${s.cold.warmLatencyMs} ms |`,
    '',
    '## Pages over the gate',
    '',
    ...failureTable(s),
    '',
    '## Every page',
    '',
    ...pageTable(s, ran),
    '',
    '## Runs',
    '',
    ...runTable(s),
  ];
  return lines.join('\n');
}
