// List item levels from indentation: the distinct left edges of the markers of one list (items
// next to each other in reading order) in one column, smallest first, are levels 1, 2, 3…; an
// item's level is its marker's rank. A list after a paragraph of text starts again at level 1
// wherever it is indented, and a list in the right column doesn't nest under the left one.
import type { Bbox } from '../../layout/page-layout.js';
import type { DraftParagraph } from '../model.js';

/**
 * `runOf[k]`: the run of drafts[k]; `runBoxes[r]`: that run's extent. `tolerance`: how far two
 * marker edges may differ and still count as one level, in page-width fractions.
 */
export function assignListLevels(drafts: DraftParagraph[], runOf: readonly number[], runBoxes: readonly Bbox[], tolerance: number): void {
  // Which list each draft belongs to: a run of list items unbroken by other paragraphs.
  const listOf: number[] = [];
  let list = 0;
  drafts.forEach((d, k) => {
    if (d.role !== 'list_item' && k > 0 && drafts[k - 1]!.role === 'list_item') list += 1;
    listOf.push(list);
  });
  const items = drafts.map((d, k) => ({ d, k })).filter(({ d }) => d.role === 'list_item');
  const sameColumn = (a: Bbox, b: Bbox): boolean => {
    const overlap = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
    return overlap > 0.5 * Math.min(a[2] - a[0], b[2] - b[0]);
  };
  for (const { d, k } of items) {
    const column = runBoxes[runOf[k]!]!;
    const edges = items
      .filter(({ k: j }) => listOf[j] === listOf[k] && sameColumn(column, runBoxes[runOf[j]!]!))
      .map(({ d: o }) => o.bbox[0])
      .sort((a, b) => a - b);
    // Cluster the edges: a new level starts where an edge is clearly right of the previous one.
    let level = 1;
    let anchor = edges[0] ?? d.bbox[0];
    for (const x of edges) {
      if (x > d.bbox[0] + tolerance) break;
      if (x > anchor + tolerance) {
        level += 1;
        anchor = x;
      }
    }
    d.level = level;
  }
}
