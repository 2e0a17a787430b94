// Ruling lines into grids: horizontal and vertical rules that touch form one cluster; a cluster
// with at least three lines each way (two rows, two columns) is a ruled table. The grid's lines
// are the rules' positions (plus the outer edges that the other direction's rules reach), and a
// boundary between two slots "exists" where a rule runs along it: where one is missing, a span.
import type { Rule } from '../model.js';
import { joinStacked } from './grid-stack.js';
import type { PtBox } from './items.js';

interface RuleSet {
  h: PtBox[];
  v: PtBox[];
}

export interface Grid {
  /** Vertical grid lines (x) and horizontal ones (y), ascending, in points. */
  xs: number[];
  ys: number[];
  h: PtBox[];
  v: PtBox[];
  box: PtBox;
}

export function splitRules(rules: readonly Rule[], width: number, height: number, em: number): RuleSet {
  const h: PtBox[] = [];
  const v: PtBox[] = [];
  for (const r of rules) {
    const b: PtBox = [r[0] * width, r[1] * height, r[2] * width, r[3] * height];
    if (b[2] - b[0] >= b[3] - b[1]) h.push(b);
    else v.push(b);
  }
  // A line drawn as one piece per cell edge (collapsed HTML borders) is one rule; only then is a
  // rule shorter than a character a dash or a speck, not a table line.
  const long = (b: PtBox): boolean => Math.max(b[2] - b[0], b[3] - b[1]) >= em;
  return { h: joinCollinear(h, 0).filter(long), v: joinCollinear(v, 1).filter(long) };
}

/** Joins pieces on one line (same position across, touching along): axis 0 horizontal, 1 vertical. */
function joinCollinear(pieces: PtBox[], axis: 0 | 1): PtBox[] {
  const a0 = axis === 0 ? 0 : 1,
    a1 = axis === 0 ? 2 : 3; // along
  const c0 = axis === 0 ? 1 : 0,
    c1 = axis === 0 ? 3 : 2; // across
  const mid = (b: PtBox): number => (b[c0] + b[c1]) / 2;
  const sorted = [...pieces].sort((p, q) => mid(p) - mid(q) || p[a0] - q[a0]);
  const out: PtBox[] = [];
  for (const b of sorted) {
    // Only the rules already on this line (same position across) can take the piece.
    let home: PtBox | undefined;
    for (let k = out.length - 1; k >= 0 && mid(b) - mid(out[k]!) <= 1.5; k--) {
      const o = out[k]!;
      if (b[a0] <= o[a1] + 2 && o[a0] <= b[a1] + 2) {
        home = o;
        break;
      }
    }
    if (!home) {
      out.push([...b]);
      continue;
    }
    home[a0] = Math.min(home[a0], b[a0]);
    home[a1] = Math.max(home[a1], b[a1]);
    home[c0] = Math.min(home[c0], b[c0]);
    home[c1] = Math.max(home[c1], b[c1]);
  }
  return out;
}

const touches = (a: PtBox, b: PtBox, tol: number): boolean =>
  a[0] - tol <= b[2] && b[0] - tol <= a[2] && a[1] - tol <= b[3] && b[1] - tol <= a[3];

/** Cluster positions closer than `tol` into one line each (their mean). */
function clusterPositions(values: number[], tol: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  let group: number[] = [];
  for (const v of sorted) {
    if (group.length > 0 && v - group[group.length - 1]! > tol) {
      out.push(group.reduce((s, x) => s + x, 0) / group.length);
      group = [];
    }
    group.push(v);
  }
  if (group.length > 0) out.push(group.reduce((s, x) => s + x, 0) / group.length);
  return out;
}

export function findGrids(set: RuleSet, em: number): Grid[] {
  const tol = Math.max(3, 0.4 * em);
  const n = set.h.length + set.v.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  set.h.forEach((a, i) =>
    set.v.forEach((b, j) => {
      if (touches(a, b, tol)) parent[find(i)] = find(set.h.length + j);
    }),
  );
  const groups = new Map<number, { h: PtBox[]; v: PtBox[] }>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    let g = groups.get(root);
    if (!g) {
      g = { h: [], v: [] };
      groups.set(root, g);
    }
    if (i < set.h.length) g.h.push(set.h[i]!);
    else g.v.push(set.v[i - set.h.length]!);
  }
  const lone = [...groups.values()].filter((g) => g.v.length === 0).flatMap((g) => g.h);
  const grids: Grid[] = [];
  for (const g of joinStacked([...groups.values()], lone, tol, em)) {
    const left = Math.min(...g.h.map((r) => r[0]));
    const right = Math.max(...g.h.map((r) => r[2]));
    const top = Math.min(...g.v.map((r) => r[1]));
    const bottom = Math.max(...g.v.map((r) => r[3]));
    // Outer edges count as grid lines even where no rule draws them (tables open at the sides);
    // an edge that lies on a rule's box is that rule (a skewed scan's rule is a box as tall as its
    // drift, and the rules across it end anywhere in that height).
    // Only an end beyond all the rules across is an open edge (one inside is a broken rule's).
    const edges = (rules: PtBox[], ends: number[], axis: 0 | 1): number[] =>
      ends.filter((e) => e < Math.min(...rules.map((r) => r[axis])) - tol || e > Math.max(...rules.map((r) => r[axis + 2]!)) + tol);
    const xs = clusterPositions([...g.v.map((r) => (r[0] + r[2]) / 2), ...edges(g.v, [left, right], 0)], tol);
    const ys = clusterPositions([...g.h.map((r) => (r[1] + r[3]) / 2), ...edges(g.h, [top, bottom], 1)], tol);
    if (xs.length < 3 || ys.length < 3) continue;
    grids.push({ xs, ys, h: g.h, v: g.v, box: [xs[0]!, ys[0]!, xs[xs.length - 1]!, ys[ys.length - 1]!] });
  }
  return grids;
}

/** Whether a vertical rule runs along x from y0 to y1 (over most of it). */
export function hasVertical(grid: Grid, x: number, y0: number, y1: number, tol: number): boolean {
  return covered(
    grid.v.filter((r) => Math.abs((r[0] + r[2]) / 2 - x) <= tol).map((r) => [r[1], r[3]]),
    y0,
    y1,
  );
}

/** Whether a horizontal rule runs along y from x0 to x1 (over most of it). */
export function hasHorizontal(grid: Grid, y: number, x0: number, x1: number, tol: number): boolean {
  return covered(
    grid.h.filter((r) => Math.abs((r[1] + r[3]) / 2 - y) <= tol).map((r) => [r[0], r[2]]),
    x0,
    x1,
  );
}

function covered(spans: [number, number][], a: number, b: number): boolean {
  let total = 0;
  const sorted = spans
    .map(([s, e]) => [Math.max(s, a), Math.min(e, b)] as const)
    .filter(([s, e]) => e > s)
    .sort((p, q) => p[0] - q[0]);
  let end = a;
  for (const [s, e] of sorted) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total >= 0.6 * (b - a);
}
