// A table as CSV (API.md "GET /v1/documents/{id}/tables/{k}"): RFC 4180 with CRLF, fields quoted
// only when needed, a spanned cell's text in its first slot; read back by Python's csv module.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Bbox } from '../../src/layout/page-layout.js';
import type { Table, TableCell } from '../../src/structure/model.js';
import { tableCsv } from '../../src/structure/writers/table-csv.js';

const box: Bbox = [0, 0, 1, 1];
const cell = (row: number, column: number, text: string, extra: Partial<TableCell> = {}): TableCell => ({
  row,
  column,
  row_span: 1,
  column_span: 1,
  kind: 'content',
  text,
  bbox: box,
  ...extra,
});

function readBack(csv: string): string[][] {
  const script = 'import csv, io, json, sys\nprint(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline="")))))';
  return JSON.parse(execFileSync('python3', ['-c', script], { input: csv, encoding: 'utf8' }));
}

describe('tableCsv', () => {
  it('writes one CRLF-ended record per row, quoting only fields that need it', () => {
    const table: Table = {
      bbox: box,
      rows: 2,
      columns: 3,
      cells: [
        cell(0, 0, 'Region'),
        cell(0, 1, 'Shipments, t'),
        cell(0, 2, 'Note'),
        cell(1, 0, 'Північ'),
        cell(1, 1, '4 210'),
        cell(1, 2, 'said "approx."\nrevised'),
      ],
    };
    const csv = tableCsv(table);
    expect(csv).toBe('Region,"Shipments, t",Note\r\nПівніч,4 210,"said ""approx.""\nrevised"\r\n');
    expect(readBack(csv)).toEqual([
      ['Region', 'Shipments, t', 'Note'],
      ['Північ', '4 210', 'said "approx."\nrevised'],
    ]);
  });

  it('puts a spanned cell in its first slot and leaves the slots it covers empty', () => {
    const table: Table = {
      bbox: box,
      rows: 3,
      columns: 3,
      cells: [
        cell(0, 0, 'Region', { row_span: 2 }),
        cell(0, 1, 'Shipments', { column_span: 2 }),
        cell(1, 1, '2025'),
        cell(1, 2, '2026'),
        cell(2, 0, 'North'),
        cell(2, 1, '1'),
        cell(2, 2, ''),
      ],
    };
    expect(tableCsv(table)).toBe('Region,Shipments,\r\n,2025,2026\r\nNorth,1,\r\n');
    expect(readBack(tableCsv(table))).toEqual([
      ['Region', 'Shipments', ''],
      ['', '2025', '2026'],
      ['North', '1', ''],
    ]);
  });

  it('quotes a lone CR too, and writes no byte order mark itself', () => {
    const table: Table = { bbox: box, rows: 1, columns: 2, cells: [cell(0, 0, 'a\rb'), cell(0, 1, '')] };
    expect(tableCsv(table)).toBe('"a\rb",\r\n');
    expect(tableCsv(table).charCodeAt(0)).not.toBe(0xfeff);
  });
});
