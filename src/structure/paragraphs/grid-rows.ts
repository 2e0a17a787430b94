// Whether the two sides of a gutter are columns or the columns of a grid. A receipt's prices beside
// their items and a contents page's page numbers beside its titles leave a clean gutter as a
// paper's columns do, but they are read across, row by row, as Tesseract reads them: read down,
// every price would come after every item. What tells them apart: nearly every line on both sides
// has a partner across the gutter on its own row, and one side's lines are figures. Two address
// blocks side by side (sender and recipient) pair up by rows too, and are read down: no figures.
import type { Bbox } from '../../layout/page-layout.js';
import { onOneRow } from './line-stacks.js';

interface Block {
  bbox: Bbox;
  /** The line is a figure: an amount, a price, a page number, a date (figures.ts). */
  figure?: boolean;
}

/** Share of each side's lines with a partner on their row, and of one side's lines that are figures. */
const PAIRED = 0.75;
const FIGURES = 0.75;

const centre = (b: Block): number => (b.bbox[1] + b.bbox[3]) / 2;

/** Share of the side's lines beside the other side (a receipt's header above its prices is not) with a partner on their row. */
function pairedShare(side: readonly Block[], other: readonly Block[]): number {
  const top = Math.min(...other.map((o) => o.bbox[1]));
  const bottom = Math.max(...other.map((o) => o.bbox[3]));
  const beside = side.filter((b) => centre(b) > top && centre(b) < bottom);
  const paired = beside.filter((b) => other.some((o) => onOneRow(b, o)));
  return beside.length < 2 ? 0 : paired.length / beside.length;
}

const figures = (side: readonly Block[]): number => side.filter((b) => b.figure).length / side.length;

/** The blocks left and right of a gutter are a grid's columns, to be read across by rows. */
export function gridAcross(left: readonly Block[], right: readonly Block[]): boolean {
  if (left.length < 2 || right.length < 2) return false;
  if (pairedShare(left, right) < PAIRED || pairedShare(right, left) < PAIRED) return false;
  return figures(left) >= FIGURES || figures(right) >= FIGURES;
}
