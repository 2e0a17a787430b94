// One ruled table seen as pieces: on a scan a vertical rule can fade or break where noise or
// JPEG wore it (a piece shorter than the line finder's minimum is lost), so the rules of one
// table fall into two clusters stacked one above the other, or rows below the last surviving
// vertical piece keep only their horizontal rules. Pieces with the same left and right ends, a
// row apart, are one table.
import type { PtBox } from './items.js';

interface RuleGroup {
  h: PtBox[];
  v: PtBox[];
}

const mid = (r: PtBox): number => (r[1] + r[3]) / 2;

function extent(g: RuleGroup): { left: number; right: number; top: number; bottom: number; pitch: number } {
  const ys = g.h.map(mid).sort((a, b) => a - b);
  const gaps = ys
    .slice(1)
    .map((y, i) => y - ys[i]!)
    .sort((a, b) => a - b);
  return {
    left: Math.min(...g.h.map((r) => r[0])),
    right: Math.max(...g.h.map((r) => r[2])),
    top: Math.min(...ys, ...g.v.map((r) => r[1])),
    bottom: Math.max(...ys, ...g.v.map((r) => r[3])),
    pitch: gaps[gaps.length >> 1] ?? 0,
  };
}

/** Whether the smaller group's column lines are all among the other's (one table's columns). */
function sameColumns(a: RuleGroup, b: RuleGroup, tol: number): boolean {
  const [few, many] = a.v.length <= b.v.length ? [a.v, b.v] : [b.v, a.v];
  const x = (r: PtBox): number => (r[0] + r[2]) / 2;
  return few.every((r) => many.some((m) => Math.abs(x(m) - x(r)) <= tol));
}

/**
 * Joins stacked groups of one table, and takes in lone horizontal rules that continue a group's
 * rows (same ends, within a row's pitch). `em`: the page's text size, the least pitch allowed.
 */
export function joinStacked(groups: RuleGroup[], lone: PtBox[], tol: number, em: number): RuleGroup[] {
  const out = groups.filter((g) => g.h.length > 0 && g.v.length > 0).map((g) => ({ h: [...g.h], v: [...g.v] }));
  const free = [...lone];
  const sameEnds = (a: { left: number; right: number }, b: { left: number; right: number }): boolean =>
    Math.abs(a.left - b.left) <= 2 * tol && Math.abs(a.right - b.right) <= 2 * tol;
  for (let changed = true; changed;) {
    changed = false;
    for (const g of out) {
      const e = extent(g);
      // A row's pitch is the gap a lost piece leaves; two tables are set further apart than that.
      const reach = Math.max(2.5 * em, 2 * e.pitch);
      const k = free.findIndex(
        (r) => sameEnds(e, { left: r[0], right: r[2] }) && (mid(r) > e.bottom ? mid(r) - e.bottom : e.top - mid(r)) <= reach,
      );
      if (k >= 0) {
        g.h.push(free.splice(k, 1)[0]!);
        changed = true;
        continue;
      }
      const j = out.findIndex((o) => {
        if (o === g) return false;
        const f = extent(o);
        const gap = Math.max(f.top - e.bottom, e.top - f.bottom);
        return sameEnds(e, f) && gap <= reach && sameColumns(g, o, tol);
      });
      if (j >= 0) {
        const o = out.splice(j, 1)[0]!;
        g.h.push(...o.h);
        g.v.push(...o.v);
        changed = true;
        break;
      }
    }
  }
  return out;
}
