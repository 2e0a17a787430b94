// Paragraphs with page-local roles, in reading order: running header lines first, then the body
// read column by column (recursive XY-cut, tables as solid blocks), then footer lines. Body lines
// are grouped into paragraphs by style, spacing and alignment, and given roles (see body-roles.ts).
import type { Bbox } from '../../layout/page-layout.js';
import { bboxOf } from '../geometry.js';
import type { DraftParagraph, StyledLine, Table } from '../model.js';
import { assignBodyRoles, bodyDraft } from './body-roles.js';
import { groupRun, lineMarkers, normalGap } from './group-lines.js';
import { joinHangingMarkers, withMarkerLines } from './hanging-markers.js';
import { isFigure } from './figures.js';
import { joinLines } from './join-lines.js';
import { assignListLevels } from './list-levels.js';
import { dominantStyle, pageMetrics, type PageMetrics } from './page-metrics.js';
import { splitFurniture } from './page-furniture.js';
import { readingOrder, type Block } from './reading-order.js';
import { steadyLines } from './scan-lines.js';
import { isPageNumber } from './text-patterns.js';

interface PageFrame {
  /** Displayed page size in points. */
  width: number;
  height: number;
  born_digital: boolean;
  /** Drawn fields whose lines read together (ruled-boxes.ts), page fractions. */
  boxes?: readonly Bbox[];
  /** The page's ruling lines, page fractions: the reading order's bands (rule-bands.ts). */
  rules?: readonly Bbox[];
}

function furnitureDraft(i: number, lines: readonly StyledLine[], where: 'page_header' | 'page_footer'): DraftParagraph {
  const { line, style } = lines[i]!;
  const text = joinLines([line.text]);
  return { role: isPageNumber(text) ? 'page_number' : where, text, bbox: line.bbox, style, lines: [i] };
}

function tableDraft(
  t: number,
  lines: readonly StyledLine[],
  tableOf: readonly number[],
  tables: readonly Table[],
  m: PageMetrics,
): DraftParagraph {
  const own: number[] = [];
  tableOf.forEach((of, i) => {
    if (of === t) own.push(i);
  });
  const style = own.length ? dominantStyle(own.map((i) => lines[i]!)) : { size: m.bodySize, bold: false };
  return { role: 'table', table: t, bbox: tables[t]!.bbox, style, lines: own };
}

/**
 * `lines` as findTables left them; `tableOf[i]` the table line i lies in (-1: none). Returns the
 * page's paragraphs in reading order: each line outside tables in exactly one paragraph, each
 * table as one `table` paragraph (its `lines`: every line in it).
 */
export function buildParagraphs(given: StyledLine[], tableOf: number[], tables: Table[], page: PageFrame): DraftParagraph[] {
  const candidates = given.map((_, i) => i).filter((i) => (tableOf[i] ?? -1) < 0 && given[i]!.line.text.trim() !== '');
  const blank = given.map((_, i) => i).filter((i) => (tableOf[i] ?? -1) < 0 && given[i]!.line.text.trim() === '');
  // Markers set apart from their items ride along with the item's line from here on.
  const { lines, absorbed } = joinHangingMarkers(steadyLines(given, page.born_digital), candidates, page, page.born_digital);
  const hung = new Set([...absorbed.entries()].flatMap(([i, parts]) => parts.filter((j) => j !== i)));
  const free = candidates.filter((i) => !hung.has(i));
  const tableBoxes = tables.map((t) => t.bbox);
  const m0 = pageMetrics(lines, free, page);
  const split = splitFurniture(lines, free, tableBoxes, m0);
  // Measure the body again without the margins: headers are often set small.
  const m = bodyMetrics(lines, split.body, tableOf, page, m0);

  const blocks: Block[] = [
    ...split.body.map((i): Block => ({ kind: 'line', index: i, bbox: lines[i]!.line.bbox, figure: isFigure(lines[i]!.line.text) })),
    ...tables.map((t, index): Block => ({ kind: 'table', index, bbox: t.bbox })),
  ];
  const minGutter = Math.max(0.01, (0.8 * m.bodySize) / m.width);
  const runs = readingOrder(blocks, minGutter, page.height / page.width, page.boxes, page.rules);

  // Within a run, tables interrupt the lines: each stretch of lines is grouped on its own.
  const lineRuns: number[][] = [];
  const items: Array<{ table: number } | { stretch: number; run: number }> = [];
  const runBoxes: Bbox[] = runs.map((run) => bboxOf(run.map((b) => b.bbox)));
  runs.forEach((run, r) => {
    let stretch: number[] = [];
    const flush = (): void => {
      if (stretch.length) {
        items.push({ stretch: lineRuns.length, run: r });
        lineRuns.push(stretch);
      }
      stretch = [];
    };
    for (const b of run) {
      if (b.kind === 'table') {
        flush();
        items.push({ table: b.index });
      } else stretch.push(b.index);
    }
    flush();
  });

  const markers = lineMarkers(lines);
  const gap = normalGap(lineRuns, lines, m);
  const body: DraftParagraph[] = [];
  const runOf: number[] = [];
  for (const item of items) {
    if ('table' in item) {
      body.push(tableDraft(item.table, lines, tableOf, tables, m));
      runOf.push(-1);
      continue;
    }
    for (const group of groupRun(lineRuns[item.stretch]!, lines, markers, m, gap)) {
      body.push(bodyDraft(group, lines));
      runOf.push(item.run);
    }
  }
  assignBodyRoles(body, lines, markers, tableBoxes, m);
  assignListLevels(body, runOf, runBoxes, m.tolerance / m.width);

  const out = [
    ...split.header.map((i) => furnitureDraft(i, lines, 'page_header')),
    ...body,
    ...split.footer.map((i) => furnitureDraft(i, lines, 'page_footer')),
  ];
  if (absorbed.size) for (const d of out) d.lines = withMarkerLines(d.lines, absorbed);
  // Lines without text still belong somewhere: to the paragraph nearest above them.
  for (const i of blank) attachBlank(out, i, lines);
  return out;
}

/**
 * A page that is mostly table (a ledger under its title) has too little text outside it to say
 * what body text looks like: the title would be the "body". The table's text then speaks for it.
 */
function bodyMetrics(
  lines: readonly StyledLine[],
  body: readonly number[],
  tableOf: readonly number[],
  page: PageFrame,
  m0: PageMetrics,
): PageMetrics {
  const m = body.length ? pageMetrics(lines, body, page) : m0;
  const chars = body.reduce((n, i) => n + lines[i]!.line.text.length, 0);
  const inTables = lines.map((_, i) => i).filter((i) => (tableOf[i] ?? -1) >= 0);
  if (chars >= 120 || inTables.length < 4) return m;
  const all = pageMetrics(lines, [...body, ...inTables], page);
  return { ...m, bodySize: all.bodySize, bodyBold: all.bodyBold, tolerance: all.tolerance };
}

function attachBlank(out: DraftParagraph[], i: number, lines: readonly StyledLine[]): void {
  const b = lines[i]!.line.bbox;
  const host = out.filter((d) => d.role !== 'table' && d.bbox[1] <= b[1]).pop() ?? out.find((d) => d.role !== 'table');
  if (host) host.lines.push(i);
  else out.push({ role: 'text', text: '', bbox: b, style: lines[i]!.style, lines: [i] });
}
