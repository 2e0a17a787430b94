// How a page's lines are kept in its database row: flat JSON arrays of integers (fractions and
// confidences in 1/10000, the precision API.md serves), without the derivable parts (line text
// and line confidence come from the words). A dense page of ~400 words is ~12 KB before
// PostgreSQL's own compression of large values, about a third of the served JSON.
import { meanConfidence, type Bbox, type LayoutLine, type LayoutWord } from './page-layout.js';

const SCALE = 10_000;
const FORMAT = 1;

const toInt = (v: number): number => Math.round(v * SCALE);
const fromInt = (v: number): number => v / SCALE;

/** [FORMAT, line…]; a line is [block, paragraph, l, t, r, b, then per word: text, l, t, r, b, confidence]. */
export function encodeLayout(lines: readonly LayoutLine[]): string {
  if (lines.length === 0) return '';
  const out: unknown[] = [FORMAT];
  for (const line of lines) {
    const row: unknown[] = [line.block, line.paragraph, ...line.bbox.map(toInt)];
    for (const w of line.words)
      row.push(w.text, toInt(w.bbox[0]), toInt(w.bbox[1]), toInt(w.bbox[2]), toInt(w.bbox[3]), toInt(w.confidence));
    out.push(row);
  }
  return JSON.stringify(out);
}

export function decodeLayout(encoded: string): LayoutLine[] {
  if (encoded === '') return [];
  const [format, ...rows] = JSON.parse(encoded) as [number, ...Array<Array<number | string>>];
  if (format !== FORMAT) throw new Error(`unknown page layout format ${String(format)}`);
  return rows.map((row) => {
    const words: LayoutWord[] = [];
    for (let i = 6; i + 5 < row.length; i += 6) {
      const bbox = [row[i + 1], row[i + 2], row[i + 3], row[i + 4]].map((v) => fromInt(v as number)) as Bbox;
      words.push({ text: row[i] as string, bbox, confidence: fromInt(row[i + 5] as number) });
    }
    return {
      text: words.map((w) => w.text).join(' '),
      bbox: [row[2], row[3], row[4], row[5]].map((v) => fromInt(v as number)) as Bbox,
      confidence: meanConfidence(words),
      block: row[0] as number,
      paragraph: row[1] as number,
      words,
    };
  });
}
