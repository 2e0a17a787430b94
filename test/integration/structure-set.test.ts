// Four documents of the structure set (bench/structure) through the real server, checked for the
// least structure they must have: a merged two-level header read as spans, a table-free letter
// with no table, a three-page report with its running furniture in comments and its heading
// levels in Markdown, and a spoilt scan of a ruled invoice still read as one table with its
// header row. The full measure is `npm run bench:structure`; this only keeps the floor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjacencyCounts, scoreOf } from '../../bench/structure/adjacency.js';
import { buildSet, type BuiltDoc } from '../../bench/structure/build.js';
import { structureDocs } from '../../bench/structure/documents.js';
import { parseMarkdown } from '../../bench/structure/markdown-parse.js';
import { truthOf } from '../../bench/structure/truth.js';
import { call } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
/** Its own account with room for four documents polled every 100 ms (the bootstrap plan's limit was hit under load: 429). */
let t: { url: string; secretKey: string };
const served = new Map<string, { tables: any[]; markdown: string; spec: BuiltDoc['spec'] }>();

async function read(doc: BuiltDoc, scanned: boolean): Promise<void> {
  const id = (await uploadFile(t, scanned ? doc.scanned : doc.bornDigital, { language: doc.spec.language })).json.id;
  const done = await waitForDocument(t, id, { timeoutMs: 90_000 });
  expect(done.status, `${doc.spec.id}: ${JSON.stringify(done.error)}`).toBe('completed');
  const tables = await call(`${server.url}/v1/documents/${id}/tables`, { key: t.secretKey });
  const markdown = await fetch(`${server.url}/v1/documents/${id}/markdown`, { headers: { Authorization: `Bearer ${t.secretKey}` } });
  expect(tables.status).toBe(200);
  expect(markdown.status).toBe(200);
  served.set(`${doc.spec.id}${scanned ? ':scan' : ''}`, { tables: tables.json.data, markdown: await markdown.text(), spec: doc.spec });
}

beforeAll(async () => {
  const docs = buildSet(structureDocs().filter((d) => ['merged-regions', 'letter-en', 'report-furniture', 'ruled-invoice'].includes(d.id)));
  server = await startTestServer('pglite', { OCR_THREADS: '2' });
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
  const byId = (id: string) => docs.find((d) => d.spec.id === id)!;
  await Promise.all([
    read(byId('merged-regions'), false),
    read(byId('letter-en'), false),
    read(byId('report-furniture'), false),
    read(byId('ruled-invoice'), true),
  ]);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const f1 = (key: string) => {
  const s = served.get(key)!;
  return scoreOf(adjacencyCounts(truthOf(s.spec).tables, s.tables)).f1;
};

describe('the structure set through the server', () => {
  it('reads a two-level merged header as spanning column-header cells', () => {
    const { tables } = served.get('merged-regions')!;
    expect(tables).toHaveLength(1);
    const cells = tables[0].cells;
    expect(cells.find((c: any) => c.text === 'Shipments')).toMatchObject({ column_span: 2, kind: 'column_header' });
    expect(cells.find((c: any) => c.text === 'Region')).toMatchObject({ row_span: 2 });
    expect(f1('merged-regions')).toBeGreaterThanOrEqual(0.9);
  });

  it('finds no table in a letter', () => {
    expect(served.get('letter-en')!.tables).toEqual([]);
  });

  it('gives a report its heading levels in Markdown and its running furniture as comments, not body', () => {
    const md = parseMarkdown(served.get('report-furniture')!.markdown);
    const headings = md.flatMap((l) => (l.type === 'heading' ? [`${l.level} ${l.text}`] : []));
    expect(headings).toEqual(expect.arrayContaining(['1 Annual Operations Report', '2 Summary', '3 Depots', '2 Outlook']));
    const comments = md.flatMap((l) => (l.type === 'comment' ? [`${l.kind} ${l.text}`] : []));
    expect(comments.filter((c) => c === 'PageHeader Northwind Logistics · Annual Operations Report 2025')).toHaveLength(3);
    expect(md.some((l) => l.type === 'text' && l.text.includes('Northwind Logistics'))).toBe(false);
    expect(served.get('report-furniture')!.tables).toHaveLength(1);
  });

  it('reads a skewed, noisy JPEG scan of a ruled invoice as one table with its header row', () => {
    const { tables } = served.get('ruled-invoice:scan')!;
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ rows: 7, columns: 5 });
    expect(tables[0].cells.find((c: any) => /descr/i.test(c.text))).toMatchObject({ row: 0, kind: 'column_header' });
    expect(f1('ruled-invoice:scan')).toBeGreaterThanOrEqual(0.7);
  });
});
