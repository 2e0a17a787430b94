// Rows between horizontal rules. In a table drawn with a rule under every row, the rules decide
// the rows: the text lines between two rules are one row, however many lines a wrapped cell
// takes (on a scan, line spacing says little: OCR boxes vary and a wrapped cell's lines are set
// as far apart as rows). Where rules only frame the table or set off a header or a total, rows
// come from the text, but never across a rule.
import { median, type PtBox, type Row } from './items.js';
import { levelY } from './skew.js';

interface RowBands {
  /** For each text row: the index of the band between rules it lies in. */
  band: number[];
  /** Whether every band is one table row (rules drawn between the rows). */
  ruledRows: boolean;
}

/** Most text lines a ruled row is taken to hold; a band with more is a group of rows. */
const MAX_LINES = 6;

/** `slope`: a scan's skew (skew.ts); a row is placed by its words' heights levelled about the rules' middle. */
export function bandsBetweenRules(rows: readonly Row[], rules: readonly PtBox[], slope = 0): RowBands {
  const across = rules.filter((r) => r[2] - r[0] >= r[3] - r[1]);
  const cuts = across.map((r) => (r[1] + r[3]) / 2).sort((a, b) => a - b);
  const pivot = across.length > 0 ? (Math.min(...across.map((r) => r[0])) + Math.max(...across.map((r) => r[2]))) / 2 : 0;
  const band = rows.map((row) => {
    const ws = row.segments.flatMap((s) => s.words);
    const y = ws.length > 0 ? median(ws.map((w) => levelY(w, slope, pivot))) : (row.box[1] + row.box[3]) / 2;
    let k = 0;
    while (k < cuts.length && cuts[k]! < y) k++;
    return k;
  });
  const members = new Map<number, Row[]>();
  rows.forEach((row, i) => members.set(band[i]!, [...(members.get(band[i]!) ?? []), row]));
  const bands = [...members.values()];
  // A wrapped row's later lines fill fewer cells than its first; lines filled alike are rows of
  // their own, under a rule that only sets off a header, a group or a total.
  const wrapped = (b: Row[]): boolean => b.length <= MAX_LINES && b.slice(1).every((r) => r.segments.length < b[0]!.segments.length);
  const ruledRows = bands.length >= 3 && bands.some((b) => b.length >= 2) && bands.every((b) => b.length === 1 || wrapped(b));
  return { band, ruledRows };
}

/**
 * Where the pitch of a wrapped cell's lines ends and the pitch between rows begins, in a band
 * holding many text lines (a table ruled without row rules): rows are set further apart by the
 * cells' padding. The middle of the widest jump between sorted pitches, when the wider pitches
 * are common and clearly apart: a jump of 0.2 em and 0.35 em between the two groups' means (a
 * scan's line boxes make each pitch a point or two off). Null when the lines are evenly spaced.
 */
export function rowPitchSplit(centres: readonly number[], em: number): number | null {
  const pitches = centres
    .slice(1)
    .map((c, i) => c - centres[i]!)
    .sort((a, b) => a - b);
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  let best = 0,
    at = 0,
    apart = 0;
  for (let i = 1; i < pitches.length; i++) {
    const jump = pitches[i]! - pitches[i - 1]!;
    if (jump > best && pitches.length - i >= Math.max(2, 0.25 * pitches.length)) {
      best = jump;
      at = (pitches[i]! + pitches[i - 1]!) / 2;
      apart = mean(pitches.slice(i)) - mean(pitches.slice(0, i));
    }
  }
  return best >= 0.2 * em && apart >= 0.35 * em ? at : null;
}
