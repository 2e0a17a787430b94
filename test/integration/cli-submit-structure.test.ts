// `docrec submit` (the built CLI, a real child process) with structure against a real server on
// PostgreSQL: --pages reads only those pages (sent as the multipart `pages` field), --format
// markdown prints the API's Markdown once the document has completed (a table typeset by chromium
// comes out as a pipe table), and a bad --format, --pages or combination is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, docrec } from '../support/cli-run.js';
import { call } from '../support/http.js';
import { launchBrowser } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { tablePdf } from '../support/table-document.js';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

let t: TestServer;
const work = makeWorkDir();
let threePages: string;
let withTable: string;

beforeAll(async () => {
  assertBuilt();
  t = await startTestServer('postgres');
  threePages = bornDigitalPdf(work.dir, 3, 'three-pages').path;
  const browser = await launchBrowser();
  try {
    withTable = await tablePdf(browser, work.dir);
  } finally {
    await browser.close();
  }
});
afterAll(async () => {
  await t?.stop();
  work.cleanup();
});

const submit = (args: string[]) => docrec(['submit', ...args], { DOCREC_URL: t.url, DOCREC_API_KEY: t.secretKey });

describe('docrec submit --pages', () => {
  it('sends the pages field: only those pages are read, and the document echoes them', async () => {
    const r = await submit([threePages, '--pages', '2-3', '--wait', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const { document } = JSON.parse(r.stdout);
    expect(document).toMatchObject({ status: 'completed', pages: '2-3', pages_total: 2, result: { pages: 2 } });
    expect(document.result.text).toMatch(/^Page 2: [^]*Page 3: /);
    expect(document.result.text).not.toContain('Page 1:');
  });

  it('prints the text of the selected pages with --wait (--format text is the default)', async () => {
    const r = await submit([threePages, '--pages', '3', '--wait', '--format', 'text']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Page 3: /);
    expect(r.stdout).not.toMatch(/Page [12]:/);
  });

  it("exits 1 with the server's message for a range the server refuses", async () => {
    const r = await submit([threePages, '--pages', '3-1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/three-pages\.pdf: invalid_request: pages has a range "3-1" that ends before it starts/);
  });
});

describe('docrec submit --format markdown', () => {
  it("prints the document's Markdown, as GET /v1/documents/{id}/markdown gives it", async () => {
    const r = await submit([withTable, '--wait', '--format', 'markdown']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\| Region \| Shipments \| Revenue \|$/m);
    expect(r.stdout).toMatch(/^# Quarterly freight volumes$/m);
    const id = /doc_\w{26}/.exec(r.stderr)![0];
    const markdown = await call(`${t.url}/v1/documents/${id}/markdown`, { key: t.secretKey });
    expect(markdown.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(r.stdout).toBe(markdown.text.endsWith('\n') ? markdown.text : `${markdown.text}\n`);
  });

  it("heads each file's Markdown with its name when there are several", async () => {
    const r = await submit([withTable, threePages, '--pages', '1', '--wait', '--format', 'markdown']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/==> .*freight-table\.pdf <==\n[^]*\| Region \|[^]*==> .*three-pages\.pdf <==\n[^]*Page 1:/);
  });
});

describe('docrec submit usage errors (exit 2, nothing sent)', () => {
  it.each([
    [['--format', 'html'], /--format must be one of text, markdown, json \(got "html"\)/],
    [['--format', 'markdown'], /--format markdown needs --wait/],
    [['--json', '--format', 'text', '--wait'], /--json contradicts --format text/],
    [['--pages', ' '], /--pages needs a page list/],
  ])('%j', async (args, message) => {
    const r = await submit([threePages, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/--pages 1-3,7,10-\] .*\n.*--format text\|markdown\|json/);
  });

  it('the usage names --pages and --format', async () => {
    const r = await docrec(['help']);
    expect(r.stdout).toContain('[--pages 1-3,7,10-]');
    expect(r.stdout).toContain('[--format text|markdown|json]');
  });
});
