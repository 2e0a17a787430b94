// Where a word's text runs on the displayed page. A page whose image had to be turned to read
// upright (geometry.rotation r, clockwise) shows its words running another way: for r = 90 they
// run upwards, for 180 right to left upside down, for 270 downwards. The frame gives the
// baseline's start, the reading direction and the glyphs' up direction (unit vectors, y down),
// the length along the reading direction and the font size across it.
import type { Rotation } from './page-layout.js';
import { ASCENT, DESCENT } from './pdf/glyphless-font.js';

type Vector = [number, number];

interface WordFrame {
  origin: Vector;
  direction: Vector;
  up: Vector;
  length: number;
  size: number;
}

/** Reading and up directions on the displayed page (y down) for each turn the reader applied. */
const DIRECTIONS: Record<Rotation, { direction: Vector; up: Vector }> = {
  0: { direction: [1, 0], up: [0, -1] },
  90: { direction: [0, -1], up: [-1, 0] },
  180: { direction: [-1, 0], up: [0, 1] },
  270: { direction: [0, 1], up: [1, 0] },
};

/** The frame of a word whose box is [left, top, right, bottom] in displayed points. */
export function wordFrame(box: [number, number, number, number], rotation: Rotation): WordFrame {
  const [left, top, right, bottom] = box;
  const { direction, up } = DIRECTIONS[rotation];
  const across = up[0] !== 0 ? right - left : bottom - top;
  const length = up[0] !== 0 ? bottom - top : right - left;
  const size = (across * 1000) / (ASCENT - DESCENT);
  const descent = (-DESCENT * size) / 1000;
  // The baseline's start: the box corner where reading begins on the glyphs' bottom side, moved
  // up by the descent.
  const startX = direction[0] > 0 || up[0] > 0 ? left : right;
  const startY = direction[1] < 0 || up[1] < 0 ? bottom : top;
  return { origin: [startX + up[0] * descent, startY + up[1] * descent], direction, up, length, size };
}
