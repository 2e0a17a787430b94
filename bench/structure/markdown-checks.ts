// The Markdown checks of one document against its truth: heading levels, list items (level,
// bullet or number), tables cell for cell, reading order (longest common subsequence share of the
// expected paragraphs), furniture only in comments, and one paragraph a line. `tolerance` lets
// scanned pages carry a few misread letters (normalize.ts `same`). Reading order and one paragraph a
// line are in paragraph-checks.ts.
import { pair, type Body, type Check } from './check.js';
import { parseMarkdown, type MdLine } from './markdown-parse.js';
import { norm, same } from './normalize.js';
import { oneParagraphALine, readingOrder } from './paragraph-checks.js';
import type { GridTable, Truth } from './truth.js';

/** A type, not an interface, so Object.values() of it is a Check[]. */
export type MarkdownChecks = Record<'headings' | 'lists' | 'tables' | 'readingOrder' | 'furniture' | 'oneParagraphALine', Check>;

function headings(truth: Truth, md: MdLine[], tol: number): Check {
  const lines = md.filter((l): l is Extract<MdLine, { type: 'heading' }> => l.type === 'heading');
  const at = pair(
    truth.headings.map((h) => h.text),
    lines,
    (l) => l.text,
    tol,
  );
  const right = at.filter((i, k) => i >= 0 && lines[i]!.level === truth.headings[k]!.level).length;
  const extra = lines.length - at.filter((i) => i >= 0).length;
  return {
    pass: right === truth.headings.length && extra === 0,
    expected: truth.headings.length,
    right,
    ...(extra ? { note: `${extra} extra` } : {}),
  };
}

function lists(truth: Truth, md: MdLine[], tol: number): Check {
  const lines = md.filter((l): l is Extract<MdLine, { type: 'list' }> => l.type === 'list');
  const at = pair(
    truth.listItems.map((h) => h.text),
    lines,
    (l) => l.text,
    tol,
  );
  const right = at.filter((i, k) => {
    const want = truth.listItems[k]!;
    const got = lines[i];
    return got && got.level === want.level && got.ordered === want.ordered && (!want.ordered || got.number === want.number);
  }).length;
  const extra = lines.length - at.filter((i) => i >= 0).length;
  return {
    pass: right === truth.listItems.length && extra === 0,
    expected: truth.listItems.length,
    right,
    ...(extra ? { note: `${extra} extra` } : {}),
  };
}

/** Cells of `t` found in `p` at the same slot with the same spans and text. */
function sameCells(t: GridTable, p: GridTable, tol: number): number {
  const key = (c: GridTable['cells'][number]) => `${c.row},${c.column},${c.row_span},${c.column_span}`;
  const byKey = new Map(p.cells.map((c) => [key(c), c]));
  return t.cells.filter((c) => {
    const q = byKey.get(key(c));
    return q !== undefined && same(q.text, c.text, tol);
  }).length;
}

function tables(truth: Truth, md: MdLine[], tol: number): Check {
  const found = md.flatMap((l) => (l.type === 'table' ? [l.table] : []));
  const used = new Set<number>();
  let right = 0;
  let exact = 0;
  for (const t of truth.tables) {
    let best = -1;
    let bestCells = 0;
    found.forEach((p, i) => {
      const n = used.has(i) ? -1 : sameCells(t, p, tol);
      if (n > bestCells) [best, bestCells] = [i, n];
    });
    if (best < 0) continue;
    used.add(best);
    right += bestCells;
    if (bestCells === t.cells.length && found[best]!.cells.length === t.cells.length) exact++;
  }
  const cells = truth.tables.reduce((s, t) => s + t.cells.length, 0);
  const extra = found.length - used.size;
  const note = [`${exact}/${truth.tables.length} tables exact`, extra ? `${extra} extra` : ''].filter(Boolean).join(', ');
  return { pass: exact === truth.tables.length && extra === 0, expected: cells, right, note };
}

function furniture(truth: Truth, md: MdLine[], body: Body[], tol: number): Check {
  const comments = md.filter(
    (l): l is Extract<MdLine, { type: 'comment' }> => l.type === 'comment' && /^Page(Header|Footer|Number)$/.test(l.kind),
  );
  const used = new Set<number>();
  let right = 0;
  let leaked = 0;
  for (const f of truth.furniture) {
    const want = norm(f.text);
    const i = comments.findIndex(
      (c, k) => !used.has(k) && (same(c.text, f.text, tol) || (want.length >= 4 && norm(c.text).includes(want))),
    );
    if (i >= 0) used.add(i);
    // A short number ("– 2 –" is "2") is only a leak as a line of its own, printed as it is: a list
    // marker "2." left on a line by itself is another mistake, not furniture in the body.
    const bare = (t: string) => t.replace(/\s+/g, '');
    const inBody = body.some((l) => (want.length >= 4 ? norm(l.text).includes(want) : bare(l.text) === bare(f.text)));
    if (inBody) leaked++;
    if (i >= 0 && !inBody) right++;
  }
  return {
    pass: right === truth.furniture.length,
    expected: truth.furniture.length,
    right,
    ...(leaked ? { note: `${leaked} in the body` } : {}),
  };
}

export function markdownChecks(truth: Truth, markdown: string, tolerance = 0): MarkdownChecks {
  const md = parseMarkdown(markdown);
  const body = md.filter((l): l is Body => l.type === 'heading' || l.type === 'list' || l.type === 'text');
  return {
    headings: headings(truth, md, tolerance),
    lists: lists(truth, md, tolerance),
    tables: tables(truth, md, tolerance),
    readingOrder: readingOrder(truth, body, tolerance),
    furniture: furniture(truth, md, body, tolerance),
    oneParagraphALine: oneParagraphALine(truth, body, tolerance),
  };
}
