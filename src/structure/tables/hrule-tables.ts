// Tables drawn with horizontal rules only (financial and statistical tables, booktabs): rules of
// about the same extent stacked down the page bound a region; its columns come from whitespace.
// With three or more rules, the rows above the second are the header (the rule under it).
import { assemble } from './assemble.js';
import { columnLayout } from './column-gaps.js';
import type { TableDraft } from './draft.js';
import { segmentOf, type PtBox, type Row } from './items.js';
import { plausibleTable } from './plausible.js';
import { midY } from '../geometry.js';

/**
 * Rules of the same extent, top to bottom, each within half a page of the one above and the next
 * rule down across it: a rule that runs across between them (a table's top rule between a heading's
 * underline and a summary's rule under it) ends the stack, since no table's rows skip a rule.
 */
function stacks(rules: readonly PtBox[], pageHeight: number, em: number): PtBox[][] {
  // Underlined words and links are short; a table's rules run across at least two columns.
  const sorted = rules.filter((r) => r[2] - r[0] >= 6 * em).sort((a, b) => midY(a) - midY(b));
  const out: PtBox[][] = [];
  const across = (a: PtBox, b: PtBox): boolean => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) >= 0.8 * Math.min(a[2] - a[0], b[2] - b[0]);
  for (const r of sorted) {
    const w = r[2] - r[0];
    const home = out.find((s) => {
      const last = s[s.length - 1]!;
      const lw = last[2] - last[0];
      const between = sorted.some((q) => midY(q) > midY(last) && midY(q) < midY(r) && across(q, last) && across(q, r));
      // Both ends within two ems or a tenth of the width: a table draws its rules to one width,
      // where a form's boxes stacked one row over another end wherever their fields do.
      const ends = Math.max(2 * em, 0.1 * Math.max(w, lw));
      const sameEnds = Math.abs(last[0] - r[0]) <= ends && Math.abs(last[2] - r[2]) <= ends;
      return across(last, r) && sameEnds && midY(r) - midY(last) <= 0.5 * pageHeight && !between;
    });
    if (home) home.push(r);
    else out.push([r]);
  }
  return out.filter((s) => s.length >= 2);
}

/** The part of a row within [left, right]: a table in one column of a two-column page. */
function clip(row: Row, left: number, right: number): Row | null {
  const segments = row.segments.flatMap((s) => {
    const words = s.words.filter((w) => (w.box[0] + w.box[2]) / 2 >= left && (w.box[0] + w.box[2]) / 2 <= right);
    return words.length > 0 ? [segmentOf(words)] : [];
  });
  if (segments.length === 0) return null;
  const rulers = row.rulers.filter((w) => (w.box[0] + w.box[2]) / 2 >= left && (w.box[0] + w.box[2]) / 2 <= right);
  const box: PtBox = [
    segments[0]!.box[0],
    Math.min(...segments.map((s) => s.box[1])),
    segments[segments.length - 1]!.box[2],
    Math.max(...segments.map((s) => s.box[3])),
  ];
  return { ...row, segments, rulers, box };
}

/**
 * Cuts a stack where the band between two consecutive rules holds text but no row of two or more
 * segments: a heading between two tables of the same width is not a table row.
 */
function splitStack(stack: PtBox[], rows: readonly Row[]): PtBox[][] {
  const out: PtBox[][] = [[stack[0]!]];
  for (let k = 1; k < stack.length; k++) {
    const a = midY(stack[k - 1]!),
      b = midY(stack[k]!);
    const band = rows.filter((r) => (r.box[1] + r.box[3]) / 2 > a && (r.box[1] + r.box[3]) / 2 < b);
    if (band.length > 0 && band.every((r) => r.segments.length < 2)) out.push([stack[k]!]);
    else out[out.length - 1]!.push(stack[k]!);
  }
  return out.filter((s) => s.length >= 2);
}

interface HruleTable {
  rows: Row[];
  draft: TableDraft;
}

export function hruleTables(
  rules: readonly PtBox[],
  rows: readonly Row[],
  barrier: readonly boolean[],
  em: number,
  pageHeight: number,
  slope = 0,
): HruleTable[] {
  const found: HruleTable[] = [];
  for (const stack of stacks(rules, pageHeight, em).flatMap((s) => splitStack(s, rows))) {
    const top = midY(stack[0]!);
    const bottom = midY(stack[stack.length - 1]!);
    const left = Math.min(...stack.map((r) => r[0])) - em;
    const right = Math.max(...stack.map((r) => r[2])) + em;
    const inside: Row[] = [];
    let blocked = false;
    rows.forEach((row, i) => {
      const y = (row.box[1] + row.box[3]) / 2;
      if (y <= top || y >= bottom) return;
      const part = clip(row, left, right);
      if (!part) return;
      if (barrier[i]) blocked = true;
      inside.push(part);
    });
    if (blocked || inside.length < 2) continue;
    const layout = columnLayout(inside, em);
    if (layout.columns.length < 2) continue;
    const draft = assemble(inside, layout, em, stack, -1, slope);
    if (stack.length >= 3) {
      // The rule under the header: rows above it are column headers.
      const under = midY(stack[1]!);
      const header = draft.rowBands.filter((b) => (b[0] + b[1]) / 2 < under).length;
      if (header >= 1 && header <= 3 && header < draft.rowBands.length) draft.headerRows = header;
    }
    if (plausibleTable(draft, { ruled: true })) found.push({ rows: inside, draft });
  }
  return found;
}
