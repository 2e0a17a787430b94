// Rules drawn across the whole text of a page (a magazine's rule under its name and issue, a
// letterhead's, a rule between a report's summary and its body) end what is above them: nothing
// reads across one. The XY-cut reads the page band by band, so a masthead's issue line on the right
// stays with the name on its left instead of being read as a column after the lines below the rule.
import type { Bbox } from '../../layout/page-layout.js';
import { midY, runsAcross } from '../geometry.js';

/** A rule is across the text when it spans this share of the blocks' width. */
const ACROSS = 0.9;

/**
 * `blocks` split into bands at rules across them, top to bottom; one band when there is none. A
 * rule through a block (a table's inner rule, an underline touching its line) cuts nothing.
 * `rules`: page fractions; `aspect`: the page's height over its width.
 */
export function ruleBands<B extends { bbox: Bbox }>(blocks: readonly B[], rules: readonly Bbox[], aspect: number): B[][] {
  if (blocks.length < 2 || rules.length === 0) return [[...blocks]];
  const left = Math.min(...blocks.map((b) => b.bbox[0]));
  const right = Math.max(...blocks.map((b) => b.bbox[2]));
  const cuts = rules
    .filter((r) => runsAcross(r, aspect) && Math.min(r[2], right) - Math.max(r[0], left) >= ACROSS * (right - left))
    // Through a block when the block reaches past it both ways: a table ruled by it, its top edge
    // on the rule (an h-rule table under a masthead's rule), is below it, not cut by it.
    .filter((r) => !blocks.some((b) => b.bbox[1] < r[1] && b.bbox[3] > r[3]))
    .map(midY)
    .filter((y) => blocks.some((b) => midY(b.bbox) < y) && blocks.some((b) => midY(b.bbox) > y))
    .sort((a, b) => a - b);
  if (cuts.length === 0) return [[...blocks]];
  const bands: B[][] = Array.from({ length: cuts.length + 1 }, () => []);
  for (const b of blocks) bands[cuts.filter((y) => y < midY(b.bbox)).length]!.push(b);
  return bands.filter((band) => band.length > 0);
}
