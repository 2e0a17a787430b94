// Runs in neighbouring lanes that overlap belong to one line: a rule thicker than a lane, or one
// skewed so that it steps from lane to lane along its length. Grouping them is a union-find over
// the runs, which are few (only the long ones survive findRuns).
import type { RunList } from './bit-runs.js';

/** A group of linked runs: lanes (thin direction) and positions (long direction), inclusive. */
interface Segment {
  lane0: number;
  lane1: number;
  p0: number;
  p1: number;
  /** Set positions in all its runs: area in lane × position units. */
  area: number;
}

/** Groups runs (sorted by lane, then position, as findRuns lists them); `tol` bridges small offsets. */
export function linkRuns(runs: RunList, tol: number): Segment[] {
  const n = runs.length >> 2;
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  // Sweep lane by lane: [a0, a1) are the runs of one lane, [b0, b1) those of the next lane.
  let a0 = 0;
  while (a0 < n) {
    const lane = runs[a0 * 4]!;
    let a1 = a0;
    while (a1 < n && runs[a1 * 4] === lane) a1++;
    let b1 = a1;
    while (b1 < n && runs[b1 * 4] === lane + 1) b1++;
    let j = a1;
    for (let i = a0; i < a1 && j < b1; i++) {
      const s = runs[i * 4 + 1]! - tol;
      const e = runs[i * 4 + 2]! + tol;
      while (j < b1 && runs[j * 4 + 2]! < s) j++;
      for (let k = j; k < b1 && runs[k * 4 + 1]! <= e; k++) parent[find(k)] = find(i);
    }
    a0 = a1;
  }
  const byRoot = new Map<number, Segment>();
  for (let i = 0; i < n; i++) {
    const [lane, p0, p1, area] = [runs[i * 4]!, runs[i * 4 + 1]!, runs[i * 4 + 2]!, runs[i * 4 + 3]!];
    const root = find(i);
    const s = byRoot.get(root);
    if (!s) byRoot.set(root, { lane0: lane, lane1: lane, p0, p1, area });
    else {
      s.lane1 = Math.max(s.lane1, lane);
      s.p0 = Math.min(s.p0, p0);
      s.p1 = Math.max(s.p1, p1);
      s.area += area;
    }
  }
  return [...byRoot.values()];
}

/** Joins segments on one line (lanes overlapping, give or take `laneTol`) whose ends are at most `gap` apart. */
export function mergeCollinear(segments: Segment[], laneTol: number, gap: number): Segment[] {
  const sorted = [...segments].sort((x, y) => x.p0 - y.p0);
  const out: Segment[] = [];
  for (const s of sorted) {
    const into = out.find((o) => s.p0 - o.p1 - 1 <= gap && o.lane0 - laneTol <= s.lane1 && s.lane0 <= o.lane1 + laneTol);
    if (!into) {
      out.push({ ...s });
      continue;
    }
    into.lane0 = Math.min(into.lane0, s.lane0);
    into.lane1 = Math.max(into.lane1, s.lane1);
    into.p1 = Math.max(into.p1, s.p1);
    into.area += s.area;
  }
  return out;
}
