// Aggregates of the structure bench: adjacency F1 micro-averaged (counts pooled) per set, per kind,
// born-digital and scanned apart, held-out apart; false tables on table-free documents; Markdown
// checks passed; and structure's cost from the worker's own page timings.
import { percentile, sum } from '../_kit/stats.js';
import { addCounts, scoreOf, type Counts, type Score } from './adjacency.js';
import type { DocRow, Variant } from './score-doc.js';
import type { PageRecord } from './served.js';

export interface SetSummary {
  documents: number;
  relations: Counts;
  micro: Score;
  /** Mean of the per-document F1s that exist (documents with a true or a found table). */
  macroF1: number;
  tablesTrue: number;
  tablesFound: number;
  /** Documents without a true table that got one or more, and how many tables they got. */
  falseTableDocs: number;
  falseTables: number;
  tableFreeDocs: number;
  /** Every page without a true table (in any document) and the tables found on such pages. */
  tableFreePages: number;
  falseTablesOnPages: number;
  headerCells: { truth: number; found: number };
  markdownPassed: number;
  checksPassed: Record<string, number>;
}

function summarize(rows: readonly DocRow[]): SetSummary {
  const relations = addCounts(rows.map((r) => r.relations));
  const f1s = rows.flatMap((r) => (r.f1 === null ? [] : [r.f1]));
  const tableFree = rows.filter((r) => r.tablesTrue === 0);
  const checks: Record<string, number> = {};
  for (const r of rows) for (const [name, c] of Object.entries(r.markdown)) checks[name] = (checks[name] ?? 0) + (c.pass ? 1 : 0);
  return {
    documents: rows.length,
    relations,
    micro: scoreOf(relations),
    macroF1: f1s.length ? sum(f1s) / f1s.length : NaN,
    tablesTrue: sum(rows.map((r) => r.tablesTrue)),
    tablesFound: sum(rows.map((r) => r.tablesFound)),
    falseTableDocs: tableFree.filter((r) => r.tablesFound > 0).length,
    falseTables: sum(tableFree.map((r) => r.tablesFound)),
    tableFreeDocs: tableFree.length,
    tableFreePages: sum(rows.map((r) => r.tableFreePages)),
    falseTablesOnPages: sum(rows.map((r) => r.falseTablesOnTableFreePages)),
    headerCells: { truth: sum(rows.map((r) => r.headers.truth)), found: sum(rows.map((r) => r.headers.found)) },
    markdownPassed: rows.filter((r) => r.markdownPass).length,
    checksPassed: checks,
  };
}

/** Per variant: tuning documents, held-out documents, all. */
export function bySet(rows: readonly DocRow[]): Record<Variant, Record<'tuning' | 'heldOut' | 'all', SetSummary>> {
  const of = (variant: Variant) => {
    const mine = rows.filter((r) => r.variant === variant);
    return { tuning: summarize(mine.filter((r) => !r.heldOut)), heldOut: summarize(mine.filter((r) => r.heldOut)), all: summarize(mine) };
  };
  return { 'born-digital': of('born-digital'), scanned: of('scanned') };
}

export function byKind(rows: readonly DocRow[]): { kind: string; bornDigital: SetSummary; scanned: SetSummary }[] {
  const kinds = [...new Set(rows.map((r) => r.kind))];
  return kinds.map((kind) => ({
    kind,
    bornDigital: summarize(rows.filter((r) => r.kind === kind && r.variant === 'born-digital')),
    scanned: summarize(rows.filter((r) => r.kind === kind && r.variant === 'scanned')),
  }));
}

export interface CostSummary {
  /** Whether the worker reported `structureMs` at all. */
  reported: boolean;
  bornDigital: { pages: number; structureP50: number; structureP90: number; extractP50: number };
  scanned: {
    pages: number;
    structureP50: number;
    structureP90: number;
    recognizeP50: number;
    shareP50: number;
    shareOfSums: number;
    workerP50: number;
  };
  /** The pages where structure took longest, to look at first. */
  slowest: { document: string; page: number; structureMs: number; recognizeMs: number }[];
}

export function costOf(pages: readonly PageRecord[]): CostSummary {
  const s = (p: PageRecord) => p.timings.structureMs ?? NaN;
  const born = pages.filter((p) => p.method === 'text_layer');
  const scans = pages.filter((p) => p.method === 'ocr');
  const worker = (p: PageRecord) => p.timings.openMs + p.timings.renderMs + p.timings.decideMs + p.timings.recognizeMs;
  return {
    reported: pages.some((p) => p.timings.structureMs !== undefined),
    bornDigital: {
      pages: born.length,
      structureP50: percentile(born.map(s), 50),
      structureP90: percentile(born.map(s), 90),
      extractP50: percentile(
        born.map((p) => p.timings.openMs + p.timings.renderMs),
        50,
      ),
    },
    scanned: {
      pages: scans.length,
      structureP50: percentile(scans.map(s), 50),
      structureP90: percentile(scans.map(s), 90),
      recognizeP50: percentile(
        scans.map((p) => p.timings.recognizeMs),
        50,
      ),
      shareP50: percentile(
        scans.map((p) => s(p) / p.timings.recognizeMs),
        50,
      ),
      shareOfSums: sum(scans.map(s)) / sum(scans.map((p) => p.timings.recognizeMs)),
      workerP50: percentile(scans.map(worker), 50),
    },
    slowest: [...pages]
      .sort((a, b) => s(b) - s(a))
      .slice(0, 6)
      .map((p) => ({ document: p.document ?? p.path, page: p.page, structureMs: s(p), recognizeMs: p.timings.recognizeMs })),
  };
}
