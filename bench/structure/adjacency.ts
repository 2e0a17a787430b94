// Table structure score: adjacency-relation precision, recall and F1, the measure of the ICDAR 2013
// table competition (Göbel et al.). Each non-empty cell is paired with its nearest non-empty
// neighbour to the right (looking along every row the cell spans) and below (along every column
// it spans); a relation is (text of A, text of B, direction), text compared on letters and digits,
// case folded. Relations of all tables of a document are pooled into one multiset and compared
// with those of all true tables, so a missed table costs recall and a false one precision
// (detection is included in the score).
import { norm } from './normalize.js';
import type { GridTable } from './truth.js';

export interface Counts {
  truth: number;
  predicted: number;
  matched: number;
}

export interface Score {
  precision: number;
  recall: number;
  f1: number;
}

type Cell = GridTable['cells'][number];

/** Every distinct relation of one table, as `dir\u0000A\u0000B` keys (a cell pair counts once however many rows it shares). */
export function relationsOf(table: GridTable): string[] {
  const at: (Cell | undefined)[][] = Array.from({ length: table.rows }, () => new Array<Cell | undefined>(table.columns));
  for (const cell of table.cells) {
    for (let r = cell.row; r < Math.min(table.rows, cell.row + cell.row_span); r++) {
      for (let c = cell.column; c < Math.min(table.columns, cell.column + cell.column_span); c++) at[r]![c] = cell;
    }
  }
  const out: string[] = [];
  const text = new Map(table.cells.map((c) => [c, norm(c.text)]));
  for (const a of table.cells) {
    const ta = text.get(a)!;
    if (!ta) continue;
    const right = new Set<Cell>();
    for (let r = a.row; r < Math.min(table.rows, a.row + a.row_span); r++) {
      for (let c = a.column + a.column_span; c < table.columns; c++) {
        const b = at[r]![c];
        if (b && b !== a && text.get(b)) {
          right.add(b);
          break;
        }
      }
    }
    const below = new Set<Cell>();
    for (let c = a.column; c < Math.min(table.columns, a.column + a.column_span); c++) {
      for (let r = a.row + a.row_span; r < table.rows; r++) {
        const b = at[r]![c];
        if (b && b !== a && text.get(b)) {
          below.add(b);
          break;
        }
      }
    }
    for (const b of right) out.push(`right\u0000${ta}\u0000${text.get(b)}`);
    for (const b of below) out.push(`below\u0000${ta}\u0000${text.get(b)}`);
  }
  return out;
}

function multiset(tables: readonly GridTable[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tables) for (const key of relationsOf(t)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** One document: all its found tables against all its true ones. */
export function adjacencyCounts(truth: readonly GridTable[], predicted: readonly GridTable[]): Counts {
  const t = multiset(truth);
  const p = multiset(predicted);
  let matched = 0;
  for (const [key, n] of p) matched += Math.min(n, t.get(key) ?? 0);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return { truth: total(t), predicted: total(p), matched };
}

export const addCounts = (all: readonly Counts[]): Counts =>
  all.reduce((s, c) => ({ truth: s.truth + c.truth, predicted: s.predicted + c.predicted, matched: s.matched + c.matched }), {
    truth: 0,
    predicted: 0,
    matched: 0,
  });

/** Nothing true and nothing found scores 1 (nothing missed, nothing invented); otherwise the usual ratios. */
export function scoreOf(c: Counts): Score {
  const precision = c.predicted === 0 ? (c.truth === 0 ? 1 : 0) : c.matched / c.predicted;
  const recall = c.truth === 0 ? (c.predicted === 0 ? 1 : 0) : c.matched / c.truth;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Header cells: of the true column-header cells with text, how many were found as column headers with the same text. */
export function headerCounts(truth: readonly GridTable[], predicted: readonly GridTable[]): { truth: number; found: number } {
  const found = new Map<string, number>();
  for (const t of predicted)
    for (const c of t.cells) if (c.kind === 'column_header' && norm(c.text)) found.set(norm(c.text), (found.get(norm(c.text)) ?? 0) + 1);
  let total = 0;
  let hit = 0;
  for (const t of truth) {
    for (const c of t.cells) {
      const key = norm(c.text);
      if (c.kind !== 'column_header' || !key) continue;
      total++;
      const n = found.get(key) ?? 0;
      if (n > 0) {
        hit++;
        found.set(key, n - 1);
      }
    }
  }
  return { truth: total, found: hit };
}
