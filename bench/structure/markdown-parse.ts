// Reads served Markdown (API.md "GET /v1/documents/{id}/markdown") back into what the checks
// compare: headings with their # count, list items with indentation and marker, tables as cell
// grids (GitHub pipe tables and HTML tables with spans), furniture comments, and body lines.
import { gridOf, type GridTable } from './truth.js';
import type { CellSpec } from './spec.js';

export type MdLine =
  | { type: 'heading'; level: number; text: string }
  | { type: 'list'; level: number; ordered: boolean; number?: number; text: string }
  | { type: 'text'; text: string }
  | { type: 'comment'; kind: string; text: string }
  | { type: 'table'; table: GridTable };

/** Markdown backslash escapes undone (`\#`, `\-`, `\|`, `1\.`…). */
const unescape = (s: string) => s.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');

const decode = (s: string) =>
  s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

function htmlTable(html: string): GridTable {
  const rows: CellSpec[][] = [];
  for (const tr of html.match(/<tr[^>]*>[\s\S]*?<\/tr>/gi) ?? []) {
    const row: CellSpec[] = [];
    for (const m of tr.matchAll(/<(th|td)([^>]*)>([\s\S]*?)<\/\1>/gi)) {
      const attr = (name: string) => Number(new RegExp(`${name}\\s*=\\s*["']?(\\d+)`, 'i').exec(m[2]!)?.[1] ?? 1);
      row.push({
        text: decode(m[3]!).trim(),
        rowSpan: attr('rowspan'),
        colSpan: attr('colspan'),
        kind: m[1]!.toLowerCase() === 'th' ? 'column_header' : 'content',
      });
    }
    rows.push(row);
  }
  return gridOf({ style: 'ruled', headerRows: 0, rows });
}

/** Splits a pipe-table row on the pipes that are not escaped. */
function pipeCells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => unescape(c.trim().replace(/<br\s*\/?>/gi, '\n')));
}

function pipeTable(lines: string[]): GridTable {
  const rows = lines.filter((l) => !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(l)).map(pipeCells);
  return gridOf({ style: 'ruled', headerRows: 1, rows: rows.map((r) => r.map((text) => ({ text }))) });
}

export function parseMarkdown(markdown: string): MdLine[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: MdLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const comment = /^\s*<!--\s*(\w+)(?:="([\s\S]*)")?\s*-->\s*$/.exec(line);
    if (comment) {
      out.push({ type: 'comment', kind: comment[1]!, text: decode(comment[2] ?? '') });
      continue;
    }
    if (/^\s*<table/i.test(line)) {
      let html = line;
      while (!/<\/table>/i.test(html) && i + 1 < lines.length) html += `\n${lines[++i]}`;
      out.push({ type: 'table', table: htmlTable(html) });
      continue;
    }
    if (/^\s*\|/.test(line)) {
      const block = [line];
      while (i + 1 < lines.length && /^\s*\|/.test(lines[i + 1]!)) block.push(lines[++i]!);
      out.push({ type: 'table', table: pipeTable(block) });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      out.push({ type: 'heading', level: heading[1]!.length, text: unescape(heading[2]!.replace(/\s+#+\s*$/, '')) });
      continue;
    }
    const item = /^( *)(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[3] !== undefined;
      out.push({
        type: 'list',
        level: Math.floor(item[1]!.length / 2) + 1,
        ordered,
        ...(ordered ? { number: Number(item[3]) } : {}),
        text: unescape(item[4]!),
      });
      continue;
    }
    out.push({ type: 'text', text: unescape(line.trim()) });
  }
  return out;
}
