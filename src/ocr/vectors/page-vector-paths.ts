// What one painted path contributes as ruling lines, in page space: each straight, axis-aligned
// segment of a stroked path (lines, rectangles' edges), and each thin straight-sided shape of a
// filled path (Chromium and many PDF writers paint borders as filled rectangles one unit thick).
import type * as mupdf from 'mupdf';
import type { Rect } from '../../layout/page-transform.js';

/** Thickest stroke, and thickest filled shape, that is still a line rather than a bar. */
const MAX_STROKE = 4;
const MAX_FILL = 3;
/** How far off axis (dy per dx) a segment may lean and still count as horizontal or vertical. */
const LEAN = 0.02;

type Pt = [number, number];

/** The path's subpaths, points in page space; `curved` marks one with a curve (no ruling line). */
function subpaths(path: mupdf.Path, ctm: mupdf.Matrix): { pts: Pt[]; closed: boolean; curved: boolean }[] {
  const [a, b, c, d, e, f] = ctm;
  const at = (x: number, y: number): Pt => [a * x + c * y + e, b * x + d * y + f];
  const out: { pts: Pt[]; closed: boolean; curved: boolean }[] = [];
  let cur: { pts: Pt[]; closed: boolean; curved: boolean } | null = null;
  path.walk({
    moveTo(x, y) {
      cur = { pts: [at(x, y)], closed: false, curved: false };
      out.push(cur);
    },
    lineTo(x, y) {
      cur?.pts.push(at(x, y));
    },
    curveTo(_x1, _y1, _x2, _y2, x3, y3) {
      if (!cur) return;
      cur.curved = true;
      cur.pts.push(at(x3, y3));
    },
    closePath() {
      if (cur) cur.closed = true;
    },
  });
  return out;
}

/** Box of a segment p–q drawn `w` thick, if it runs along an axis. */
function segmentBox(p: Pt, q: Pt, w: number): Rect | null {
  const dx = Math.abs(q[0] - p[0]);
  const dy = Math.abs(q[1] - p[1]);
  const h = w / 2;
  if (dy <= LEAN * dx) return [Math.min(p[0], q[0]), Math.min(p[1], q[1]) - h, Math.max(p[0], q[0]), Math.max(p[1], q[1]) + h];
  if (dx <= LEAN * dy) return [Math.min(p[0], q[0]) - h, Math.min(p[1], q[1]), Math.max(p[0], q[0]) + h, Math.max(p[1], q[1])];
  return null;
}

export function strokeBoxes(path: mupdf.Path, stroke: mupdf.StrokeState, ctm: mupdf.Matrix, out: Rect[]): void {
  // Line width scales with the matrix (its mean expansion); 0 is a hairline, one device pixel.
  const w = stroke.getLineWidth() * Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
  if (w > MAX_STROKE) return;
  for (const s of subpaths(path, ctm)) {
    if (s.curved) continue;
    const pts = s.closed ? [...s.pts, s.pts[0]!] : s.pts;
    for (let i = 1; i < pts.length; i++) {
      const box = segmentBox(pts[i - 1]!, pts[i]!, w);
      if (box) out.push(box);
    }
  }
}

export function fillBoxes(path: mupdf.Path, ctm: mupdf.Matrix, out: Rect[]): void {
  for (const s of subpaths(path, ctm)) {
    if (s.curved || s.pts.length < 3) continue;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of s.pts) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    // A thin bounding box means a thin axis-aligned shape: a slanted one has a wide box both ways.
    if (Math.min(x1 - x0, y1 - y0) <= MAX_FILL) out.push([x0, y0, x1, y1]);
  }
}

/** Whether paint of this colour shows on white paper: not transparent, not white. */
export function visible(cs: mupdf.ColorSpace, color: number[], alpha: number): boolean {
  if (alpha < 0.05) return false;
  return lightness(cs, color) < 0.97;
}

function lightness(cs: mupdf.ColorSpace, c: number[]): number {
  const v = (i: number): number => c[i] ?? 0;
  if (cs.isGray()) return v(0);
  if (cs.isRGB() || (c.length === 3 && !cs.isLab())) return 0.299 * v(0) + 0.587 * v(1) + 0.114 * v(2);
  if (cs.isCMYK()) {
    const k = 1 - v(3);
    return 0.299 * (1 - v(0)) * k + 0.587 * (1 - v(1)) * k + 0.114 * (1 - v(2)) * k;
  }
  // Separation and DeviceN: components are ink amounts; Lab, Indexed: assume it shows.
  if (cs.isSubtractive()) return 1 - Math.max(0, ...c);
  return 0;
}
