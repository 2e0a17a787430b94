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

export interface Frame { width: number; height: number }

const r4 = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;

export function toFraction(box: PtBox, frame: Frame): Bbox {
  return [r4(box[0] / frame.width), r4(box[1] / frame.height), r4(box[2] / frame.width), r4(box[3] / frame.height)];
}

/** Words read as text: clustered into visual lines top to bottom, each left to right. */
export function textOfWords(words: readonly Word[]): string {
  if (words.length === 0) return '';
  const sorted = [...words].sort((a, b) => (a.box[1] + a.box[3]) - (b.box[1] + b.box[3]));
  const lines: Word[][] = [];
  let centre = -Infinity;
  let height = 0;
  for (const w of sorted) {
    const c = (w.box[1] + w.box[3]) / 2;
    const last = lines[lines.length - 1];
    if (last && Math.abs(c - centre) <= 0.5 * Math.max(height, w.box[3] - w.box[1])) {
      last.push(w);
    } else {
      lines.push([w]);
      centre = c;
      height = w.box[3] - w.box[1];
    }
  }
  return lines.map((l) => l.sort((a, b) => a.box[0] - b.box[0]).map((w) => w.text).join(' ')).join('\n');
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
      row: r[0], column: r[1], row_span: r[2] - r[0] + 1, column_span: r[3] - r[1] + 1,
      kind, text: texts[i]!, bbox: toFraction(box, frame),
    });
  });
  return { table: { bbox: toFraction(unionBox(boxes), frame), rows, columns: cols, cells }, cellOfWord };
}

function wordsIn(draft: TableDraft, r: SlotRect): Word[] {
  const out: Word[] = [];
  for (let i = r[0]; i <= r[2]; i++) for (let j = r[1]; j <= r[3]; j++) out.push(...draft.slots[i]![j]!);
  return out;
}
