// Tesseract TSV -> the same lines, text and confidence the native engine returns.
// Columns: level page_num block_num par_num line_num word_num left top width height conf text.
// Levels: 1 page, 2 block, 3 paragraph, 4 line, 5 word. par_num restarts in each block and
// line_num in each paragraph, so keys combine them; boxes are left top width height.
import type { PixelBox } from '../../layout/page-layout.js';
import { LineCollector, type CollectedPage } from './line-collector.js';

const LINE_LEVEL = '4';
const WORD_LEVEL = '5';

export function parseTsv(tsv: string): CollectedPage {
  const collector = new LineCollector();
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    const level = cols[0];
    if (cols.length < 12 || (level !== LINE_LEVEL && level !== WORD_LEVEL)) continue; // header, other levels
    const [, page, block, par] = cols;
    const box = boxOf(cols);
    if (box === undefined) continue;
    if (level === LINE_LEVEL) {
      collector.line(`${page}.${block}`, `${page}.${block}.${par}`, box);
    } else {
      const conf = Number(cols[10]);
      collector.word(cols.slice(11).join('\t'), box, Number.isFinite(conf) ? conf : -1);
    }
  }
  return collector.finish();
}

/** [left, top, left + width, top + height], or undefined for a malformed row. */
function boxOf(cols: string[]): PixelBox | undefined {
  const [left, top, width, height] = cols.slice(6, 10).map(Number) as [number, number, number, number];
  if (![left, top, width, height].every(Number.isInteger)) return undefined;
  return [left, top, left + width, top + height];
}
