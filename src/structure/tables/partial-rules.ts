// A whitespace table beside which rules are stacked, each across some of its columns and short of
// the others, is no table: the drawing separates what the whitespace joined. A slide's dark side
// panel (title, date, place) beside an agenda ruled item by item read as the agenda's first
// column, and its lines were read between the agenda's items (v-agenda-pl, the vault part, after
// its first report: CER 0.242 against raw Tesseract's 0.115). One such rule is a merged header's
// (a year's underline over its two columns, the structure set's merged-header tables), so it takes
// two at different heights; a rule under a column of figures (a subtotal) spans one column only,
// and a table's own rules span all of them: neither counts. A rule just above or below the rows
// (the agenda's rule between two items) counts as one through them.
import type { TableDraft } from './draft.js';
import { unionBox, type PtBox } from './items.js';
import { midY } from '../geometry.js';

/** A rule this near the first or last row (a line's height) bounds the table: it counts too. */
const LINE = 1.5;

/** Each column's text, left to right edge (points); null for an empty column. Bands tile the table's width, text does not. */
function columnText(draft: TableDraft): ([number, number] | null)[] {
  return draft.colBands.map((_, c) => {
    const words = draft.slots.flatMap((row) => row[c] ?? []);
    if (words.length === 0) return null;
    const box = unionBox(words.map((w) => w.box));
    return [box[0], box[2]];
  });
}

/**
 * Whether two or more of `rules` (horizontal, points), one above the other with the same ends,
 * cross or bound the draft's rows over two or more of its columns and miss another.
 */
export function crossedByPartialRules(draft: TableDraft, rules: readonly PtBox[], em: number): boolean {
  const top = draft.rowBands[0]?.[0];
  const bottom = draft.rowBands[draft.rowBands.length - 1]?.[1];
  if (top === undefined || bottom === undefined) return false;
  const columns = columnText(draft).filter((c): c is [number, number] => c !== null);
  const partial = rules.filter((r) => {
    const y = midY(r);
    if (y <= top - LINE * em || y >= bottom + LINE * em) return false;
    const under = columns.filter(([left, right]) => r[0] <= left + em && r[2] >= right - em).length;
    const clear = columns.filter(([left, right]) => right < r[0] - em || left > r[2] + em).length;
    return under >= 2 && clear >= 1;
  });
  return partial.some((a) => partial.some((b) => midY(b) - midY(a) >= em && Math.abs(a[0] - b[0]) <= em && Math.abs(a[2] - b[2]) <= em));
}
