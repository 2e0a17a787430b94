// Tables without rules: runs of consecutive, closely spaced rows of two or more segments, whose
// segments line up into columns separated by whitespace. A run may carry single-segment rows
// inside it (section labels, wrapped cells), not at its ends (titles, notes).
import { assemble } from './assemble.js';
import { columnLayout, type ColumnLayout } from './column-gaps.js';
import type { TableDraft } from './draft.js';
import type { Row } from './items.js';
import { plausibleTable } from './plausible.js';

/** Rows close enough to belong to one table: a gap under 1.6 em between text rows. */
const close = (a: Row, b: Row, em: number): boolean => b.box[1] - a.box[3] <= 1.6 * em;

/** Runs of candidate rows; `barrier[i]` rows (taken by other tables) end a run. */
function candidateRuns(rows: readonly Row[], barrier: readonly boolean[], em: number): Row[][] {
  const runs: Row[][] = [];
  let run: Row[] = [];
  let singles = 0;
  const flush = (): void => {
    // Titles and notes above or below a table are single segments: not part of it.
    while (run.length > 0 && run[run.length - 1]!.segments.length < 2) run.pop();
    if (run.length >= 3) runs.push(run);
    run = [];
    singles = 0;
  };
  rows.forEach((row, i) => {
    if (barrier[i]) {
      flush();
      return;
    }
    const multi = row.segments.length >= 2;
    const last = run[run.length - 1];
    if (last && !close(last, row, em)) flush();
    if (run.length === 0 && !multi) return;
    if (!multi && ++singles > 2) {
      flush();
      return;
    }
    if (multi) singles = 0;
    run.push(row);
  });
  flush();
  return runs;
}

/**
 * Trims rows off the ends of a run while that finds more columns: a prose line or a caption that
 * happens to have a wide gap kills every column gap it crosses.
 */
function trimmed(run: Row[], em: number): { rows: Row[]; layout: ColumnLayout } {
  let rows = run;
  let layout = columnLayout(rows, em);
  for (;;) {
    if (rows.length <= 3) return { rows, layout };
    const options = [rows.slice(1), rows.slice(0, -1)];
    let improved = false;
    for (const option of options) {
      const l = columnLayout(option, em);
      if (l.columns.length > layout.columns.length) {
        rows = option;
        layout = l;
        improved = true;
        break;
      }
    }
    if (!improved) return { rows, layout };
  }
}

/** Single-segment rows wider than most of the table cut it in two (a section note, a caption). */
function splitAtWideSingles(rows: Row[], layout: ColumnLayout): Row[][] {
  const cols = layout.columns;
  if (cols.length < 2) return [rows];
  const width = cols[cols.length - 1]![1] - cols[0]![0];
  const parts: Row[][] = [[]];
  for (const row of rows) {
    const s = row.segments[0]!;
    if (row.segments.length === 1 && s.box[2] - s.box[0] > 0.6 * width) parts.push([]);
    else parts[parts.length - 1]!.push(row);
  }
  // Single rows left at a part's ends are its caption or note, not its rows.
  return parts
    .map((p) => {
      let a = 0,
        b = p.length;
      while (a < b && p[a]!.segments.length < 2) a++;
      while (b > a && p[b - 1]!.segments.length < 2) b--;
      return p.slice(a, b);
    })
    .filter((p) => p.length > 0);
}

interface FoundRegion {
  rows: Row[];
  draft: TableDraft;
}

export function unruledTables(rows: readonly Row[], barrier: readonly boolean[], em: number): FoundRegion[] {
  const found: FoundRegion[] = [];
  const queue = candidateRuns(rows, barrier, em);
  let guard = 0;
  while (queue.length > 0 && guard++ < 200) {
    const run = queue.shift()!;
    const { rows: kept, layout } = trimmed(run, em);
    const parts = splitAtWideSingles(kept, layout);
    if (parts.length > 1) {
      for (const p of parts) if (p.filter((r) => r.segments.length >= 2).length >= 3) queue.push(p);
      continue;
    }
    if (layout.columns.length < 2) continue;
    const draft = assemble(kept, layout, em, [], -1);
    if (plausibleTable(draft, { ruled: false })) found.push({ rows: kept, draft });
  }
  return found;
}
