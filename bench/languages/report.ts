// The markdown of the languages bench (run.ts): per setting, each runner's pages/s and ratios to raw
// single-language tesseract (a), the CER gate, a page × runner CER table with what the API
// recorded for each page read without `language` (d), and every run.
import { factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt } from '../_kit/stats.js';
import type { PageFacts } from './runners.js';
import { CER_GATE, type RunnerStats, type RunRow } from './stats.js';

export interface SettingSummary {
  name: string;
  packs: string[];
  pages: Array<{ name: string; iso: string | null; tesseract: string; dpi: number; judgeLanguage: boolean }>;
  /** img2pdf's time for OCRmyPDF's input, and whether its page sizes match the stated resolutions. */
  pdf: { ms: number; sizesMatchStatedDpi: boolean } | null;
  stats: RunnerStats[];
  /** What the API recorded for each page read without `language` (d), last round. */
  apiFacts: PageFacts[];
  /** Pages long enough to tell whose `language` (d) differs from the truth. */
  languageWrong: string[];
  runs: RunRow[];
}

export interface LanguageSummary extends MachineFacts {
  benchmark: 'language-throughput';
  threads: number;
  rounds: number;
  attempts: number;
  only: string | undefined;
  ocrmypdf: string | undefined;
  settings: SettingSummary[];
}

const gap = (g: { page: string; gap: number }) => `${g.gap >= 0 ? '+' : ''}${g.gap.toFixed(4)} (${g.page})`;

function settingSection(s: SettingSummary): string[] {
  const d = s.stats.find((r) => r.runner === 'd');
  const f = s.stats.find((r) => r.runner === 'f');
  const cerOf = (runner: string, i: number) => fmt(s.stats.find((r) => r.runner === runner)?.cers[i], 4);
  const names = s.stats.map((r) => r.runner);
  return [
    `## ${s.name}: OCR_LANGUAGES=${s.packs.join(',')}, ${s.pages.length} pages`,
    '',
    d
      ? `**d/a = ${fmt(d.ratioBest, 3)}** (best/best; goal ≥ 1.3), CER gate ${d.overGate.length === 0 ? 'met' : `missed on ${d.overGate.length} page(s)`}.`
      : '',
    d && f
      ? `Against raw \`tesseract\` built like docrec's libtesseract (f, a reference, not the goal's bar): d/f = ${fmt(d.ratioBest / f.ratioBest, 3)}.`
      : '',
    '',
    '| runner | what | best pages/s | median pages/s | ratio to a (best/best) | ratio to a per round | mean CER | worst page: CER − a | pages over +0.002 |',
    '|---|---|---:|---:|---:|---|---:|---|---|',
    ...s.stats.map(
      (r) =>
        `| ${r.runner} | ${r.label} | ${fmt(r.bestPagesPerS, 3)} | ${fmt(r.medianPagesPerS, 3)} | ${fmt(r.ratioBest, 3)} | ` +
        `${r.ratioPerRound.map((x) => fmt(x, 3)).join(', ')} | ${fmt(r.meanCer, 4)} | ${gap(r.worstGap)} | ` +
        `${r.overGate.length === 0 ? '0' : `${r.overGate.length}: ${r.overGate.map((g) => `${g.page} ${fmt(g.gap, 4)}`).join(', ')}`} |`,
    ),
    '',
    s.pdf
      ? `OCRmyPDF's input PDF (img2pdf, lossless) took ${fmt(s.pdf.ms, 0)} ms, not counted in c; page sizes ${s.pdf.sizesMatchStatedDpi ? 'match' : '**do not match**'} the resolutions the images state.`
      : 'OCRmyPDF (c) not run: not installed.',
    `Language told without \`language\` (d): ${s.languageWrong.length === 0 ? 'right on every page long enough to tell' : `**wrong on ${s.languageWrong.join(', ')}**`}.`,
    '',
    `Per page: CER against the drawn text (worst round) per runner; what the API recorded reading it without \`language\` (d).`,
    '',
    `| page | iso | -l (a) | stated dpi | ${names.map((n) => `${n} CER`).join(' | ')} | d: dpi | d: method | d: language |`,
    `|---|---|---|---:|${names.map(() => '---:').join('|')}|---:|---|---|`,
    ...s.pages.map((p, i) => {
      const f = s.apiFacts[i];
      return `| ${p.name} | ${p.iso ?? '–'} | ${p.tesseract} | ${p.dpi} | ${names.map((n) => cerOf(n, i)).join(' | ')} | ${f?.dpi ?? '–'} | ${f?.method ?? '–'} | ${f?.language ?? '–'} |`;
    }),
    '',
    "| round | runner | wall ms | pages/s | others' CPU (cores) |",
    '|---:|---|---:|---:|---:|',
    ...s.runs.map((r) => `| ${r.round} | ${r.runner} | ${r.wallMs} | ${fmt(r.pagesPerS, 3)} | ${fmt(r.foreignCores)} |`),
    '',
  ];
}

export function languageMarkdown(s: LanguageSummary): string {
  return [
    '# Language throughput: the whole API without `language` vs raw `tesseract`, 2 and 10 packs',
    '',
    ...(s.only || s.rounds < 2
      ? [`**Smoke run** (BENCH_ONLY=${s.only ?? 'unset'}, ${s.rounds} round(s)): a check that the benchmark runs, not its numbers.`, '']
      : []),
    ...factsLines(s),
    `- ${s.threads} pages in flight (processes, OCRmyPDF --jobs, OCR_THREADS), ${s.rounds} interleaved rounds, up to ${s.attempts} attempt(s) per run; OCRmyPDF: ${s.ocrmypdf ?? 'not installed'}`,
    `- Goal (issue 13): d ≥ 1.3 × a pages/s with every page's CER ≤ a's + ${CER_GATE}, on both settings.`,
    '',
    ...s.settings.flatMap(settingSection),
    'Method: pages from the accuracy set (bench/accuracy/set.ts); the 2-pack setting reads the English, Ukrainian,',
    'mixed and blank pages, the 10-pack setting all. Each setting has its own docrec server (OCR_ENGINE=native,',
    'PGlite), warmed first. Rounds run every runner of both settings in turn (a b c d e f, a b c d e f, …), each run',
    'after the machine has been quiet for 3 s (others under 0.15 cores). a and b: `tesseract FILE stdout -l … --oem 1',
    '--psm 3`, OMP_THREAD_LIMIT=1, one process per core. c: one `ocrmypdf` process over all pages (OMP_THREAD_LIMIT',
    'left to ocrmypdf), text per page by `pdftotext -f n -l n`. OCRmyPDF 14 rasterizes each page with Ghostscript at',
    "the image's resolution, runs `tesseract … pdf txt` on it, grafts the text layer and optimizes the PDF; it keeps",
    "`-l` as a set, so the order of the packs it hands tesseract varies between runs (Python's string hashing).",
    'd and e: each page uploaded as its own document,',
    'wall time from the first upload to the last `completed_at`; page facts from `GET /v1/documents/{id}/pages/1`.',
    "e sends the page's own `iso` (the API takes one language per document), so the mixed page is read with `uk`",
    'alone where a reads it with `ukr+eng`: e is the speed control, its CER on that page is not a regression.',
    'f (when native/tesseract/bin/tesseract exists): as a, with the Tesseract CLI that native/build-tesseract.sh builds',
    "beside docrec's libtesseract (same source and models, link-time optimized, no OpenMP): what a user who built",
    "Tesseract that way would get; a, Debian's `tesseract`, stays the goal's bar.",
    'CER: Levenshtein distance / truth length, whitespace runs collapsed; on a blank page, the number of characters read.',
    '',
  ].join('\n');
}
