// The summary born-digital/run.ts writes (bench/results/born-digital[-postgres].json) and its
// markdown: pages/s through the pool and the whole API, the worker's ms per page, and whether
// every page was read from its text layer.
import { databaseLine, factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt } from '../_kit/stats.js';

/** Median and 90th percentile of a per-page time, in ms. */
export interface Spread {
  p50: number;
  p90: number;
}

export interface BornDigitalSummary extends MachineFacts {
  benchmark: 'born-digital';
  engine: 'native';
  threads: number;
  pages: number;
  repeat: number;
  language: string;
  backend: 'pglite' | 'postgres';
  databaseHost: string | undefined;
  pdfBytes: number;
  pool: {
    wallMs: number[];
    foreignCores: number[];
    pagesPerS: number;
    /** From the worker's own timings; "render" is the text extraction of a text-layer page. */
    workerMsPerPage: { open: Spread; render: Spread; recognize: { max: number }; total: Spread };
    cer: number;
  };
  api: { wallMs: number[]; foreignCores: number[]; uploadMs: number[]; pagesPerS: number; cer: number };
  methods: { pool: number; api: number; notTextLayer: number };
}

const list = (values: number[]) => values.map((x) => fmt(x, 0)).join(', ');

export function markdown(s: BornDigitalSummary): string {
  const w = s.pool.workerMsPerPage;
  const all = s.methods.pool + s.methods.api;
  return [
    `# Born-digital PDF (${s.pages} pages with a text layer): pool and whole API`,
    '',
    ...factsLines(s),
    `- engine native, ${s.threads} threads, language ${s.language}, PDF ${s.pdfBytes} bytes (11 pt Helvetica, 50 lines a page)`,
    `- API database: ${databaseLine(s.backend, s.databaseHost)}`,
    `- ${s.repeat} timed runs of each path after one untimed warm-up; pages/s from the median run`,
    '',
    "| path | wall ms per run | pages/s | others' CPU per run (cores) |",
    '|---|---|---:|---|',
    `| pool directly (${s.threads} pages in flight) | ${list(s.pool.wallMs)} | ${fmt(s.pool.pagesPerS, 0)} | ${s.pool.foreignCores.join(', ')} |`,
    `| whole API (upload → completed_at) | ${list(s.api.wallMs)} | ${fmt(s.api.pagesPerS, 0)} | ${s.api.foreignCores.join(', ')} |`,
    '',
    `Worker ms per page (pool runs, ${s.repeat * s.pages} pages): open p50 ${fmt(w.open.p50)} / p90 ${fmt(w.open.p90)}, ` +
      `text extraction p50 ${fmt(w.render.p50)} / p90 ${fmt(w.render.p90)}, total p50 ${fmt(w.total.p50)} / p90 ${fmt(w.total.p90)}; ` +
      `largest recognize time ${fmt(w.recognize.max)} ms.`,
    `Upload of the ${s.pdfBytes}-byte file: ${list(s.api.uploadMs)} ms.`,
    '',
    `Method: ${all - s.methods.notTextLayer} of ${all} pages \`text_layer\`` +
      ` (${s.methods.notTextLayer === 0 ? 'all, as required' : `**${s.methods.notTextLayer} were not**`}). ` +
      `CER against the text written into the PDF: pool ${fmt(s.pool.cer * 100, 2)}%, API ${fmt(s.api.cer * 100, 2)}%.`,
    '',
    'Where the whole API spends its extra time per page: page-overhead-text.md (`BENCH_KIND=text npm run bench:page-overhead`).',
    '',
  ].join('\n');
}
