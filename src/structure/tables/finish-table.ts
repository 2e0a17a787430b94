// A TableDraft into the API's Table: disjoint cells covering the grid, their text (lines joined
// with "\n"), boxes as page fractions, and kinds. Also says which cell every word went to, so the
// page's lines can be split per cell.
import type { Bbox } from '../../layout/page-layout.js';
import type { CellKind, Table, TableCell } from '../model.js';
import { cellRects, type SlotRect, type TableDraft } from './draft.js';
import { unionBox, type PtBox, type Word } from './items.js';
import { headerRowCount, rowHeaderColumn } from './kinds.js';

export interface FinishedTable {
  table: Table;
  /** Word id → index of its cell in `table.cells`. */
  cellOfWord: Map<number, number>;
}

interface Frame {
  width: number;
  height: number;
}

const r4 = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;

function toFraction(box: PtBox, frame: Frame): Bbox {
  return [r4(box[0] / frame.width), r4(box[1] / frame.height), r4(box[2] / frame.width), r4(box[3] / frame.height)];
}

/**
 * Words read as text: the engine's own lines first (on a skewed scan a line's ends differ in height
 * by more than half a line, so words sorted by height alone interleave two lines), then those lines
 * that sit side by side (a text layer's pieces of one visual line) joined, top to bottom, each
 * left to right.
 */
function textOfWords(words: readonly Word[]): string {
  if (words.length === 0) return '';
  const byLine = new Map<number, Word[]>();
  for (const w of words) {
    const own = byLine.get(w.line);
    if (own) own.push(w);
    else byLine.set(w.line, [w]);
  }
  const pieces = [...byLine.values()].map((ws) => ({ ws, box: unionBox(ws.map((w) => w.box)) }));
  pieces.sort((a, b) => a.box[1] + a.box[3] - (b.box[1] + b.box[3]));
  const lines: { ws: Word[]; box: PtBox }[] = [];
  for (const p of pieces) {
    const last = lines[lines.length - 1];
    const overlap = last ? Math.min(last.box[3], p.box[3]) - Math.max(last.box[1], p.box[1]) : -Infinity;
    if (last && overlap >= 0.5 * Math.min(last.box[3] - last.box[1], p.box[3] - p.box[1])) {
      last.ws.push(...p.ws);
      last.box = unionBox([last.box, p.box]);
    } else {
      lines.push({ ws: [...p.ws], box: p.box });
    }
  }
  return lines
    .map((l) =>
      l.ws
        .sort((a, b) => a.box[0] - b.box[0])
        .map((w) => w.text)
        .join(' '),
    )
    .join('\n');
}

export function finishTable(draft: TableDraft, frame: Frame): FinishedTable {
  const rows = draft.rowBands.length;
  const cols = draft.colBands.length;
  const rects = cellRects(rows, cols, draft.merges);
  const cellWords = rects.map((r) => wordsIn(draft, r));
  const texts = cellWords.map(textOfWords);
  const grid = { rows, cols, rects, texts, bold: cellWords.map((ws) => ws.length > 0 && ws.every((w) => w.bold)) };
  const header = draft.headerRows >= 0 ? draft.headerRows : headerRowCount(grid);
  const rowHeader = rowHeaderColumn(grid, header);
  const cells: TableCell[] = [];
  const cellOfWord = new Map<number, number>();
  const boxes: PtBox[] = [...draft.rules];
  rects.forEach((r, i) => {
    const slot: PtBox = [draft.colBands[r[1]]![0], draft.rowBands[r[0]]![0], draft.colBands[r[3]]![1], draft.rowBands[r[2]]![1]];
    const words = cellWords[i]!;
    const box = words.length > 0 ? unionBox([slot, ...words.map((w) => w.box)]) : slot;
    boxes.push(box);
    for (const w of words) cellOfWord.set(w.id, i);
    let kind: CellKind = 'content';
    if (r[0] < header) kind = 'column_header';
    else if (rowHeader && r[1] === 0) kind = 'row_header';
    cells.push({
      row: r[0],
      column: r[1],
      row_span: r[2] - r[0] + 1,
      column_span: r[3] - r[1] + 1,
      kind,
      text: texts[i]!,
      bbox: toFraction(box, frame),
    });
  });
  return { table: { bbox: toFraction(unionBox(boxes), frame), rows, columns: cols, cells }, cellOfWord };
}

function wordsIn(draft: TableDraft, r: SlotRect): Word[] {
  const out: Word[] = [];
  for (let i = r[0]; i <= r[2]; i++) for (let j = r[1]; j <= r[3]; j++) out.push(...draft.slots[i]![j]!);
  return out;
}
