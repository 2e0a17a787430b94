// Page preparation through the running server: each step fires on a degraded page that needs it
// and is recorded in `prepared` on /pages/1, the page then reads within a CER bound the unprepared
// page misses (bench/results/degraded-scans.md: raw CER in the comment), and a clean page is read
// untouched. Pages come from the bench's reproducible generator (bench/degraded-scans/set.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cer } from '../../bench/_kit/cer.js';
import { buildDegradedSet, type ScanPage } from '../../bench/degraded-scans/set.js';
import { call } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { ENGLISH_TEXT, makeWorkDir, renderPlaced } from '../fixtures/ocr/pages.js';

// [degradation, the steps it must get, CER bound after preparation; raw tesseract's CER on it]
const CASES = [
  ['clean', [], 0.005], // raw 0.0000
  ['skew-3', ['deskew'], 0.01], // raw 0.8456: Tesseract finds almost nothing on these lines
  ['gradient-light', ['background'], 0.01], // raw 0.4208
  ['shadow', ['background'], 0.01], // raw 0.2199
  // Read at 150 DPI (11-pt text), the render itself averages the pepper into faint gray, which
  // show-through clears; at 300 DPI despeckle fires (test/unit/page-preparation.test.ts).
  ['salt-pepper', ['show-through'], 0.02], // raw 0.0546
  ['bleed-through', ['show-through'], 0.01], // raw 0.0314 (the back blurred through the paper)
  // No CER change on this set (Tesseract already ignores an even border): this only checks that
  // the step fires and costs no accuracy.
  ['dark-border', ['border'], 0.005],
  // 11-pt text at 150 DPI is large enough: read as it is (a 7-pt fax is upscaled: page-scale.test.ts).
  ['fax-150', [], 0.005],
] as const;

const work = makeWorkDir();
let server: TestServer;
let t: { url: string; secretKey: string };
let pages: ScanPage[];

beforeAll(async () => {
  const wanted = new Set<string>(CASES.map(([name]) => name));
  pages = buildDegradedSet(work.dir, (d) => wanted.has(d.name)).filter((p) => p.language === 'en');
  server = await startTestServer('postgres', { OCR_THREADS: '2' });
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
}, 180_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

async function pageOne(page: Pick<ScanPage, 'path' | 'language'>): Promise<any> {
  const id = (await uploadFile(t, page.path, { language: page.language })).json.id;
  const doc = await waitForDocument(t, id, { timeoutMs: 120_000 });
  expect(doc.status, JSON.stringify(doc.error)).toBe('completed');
  const r = await call(`${t.url}/v1/documents/${id}/pages/1`, { key: t.secretKey });
  expect(r.status, r.text).toBe(200);
  return r.json;
}

describe('page preparation', () => {
  it.each(CASES)(
    '%s: prepared %j, CER at most %f',
    async (degradation, steps, bound) => {
      const page = pages.find((p) => p.degradation === degradation)!;
      const served = await pageOne(page);
      // The CER first: with the step taken out this fails on its own (see the raw CERs above).
      expect(cer(served.text, page.truth)).toBeLessThanOrEqual(bound);
      expect(served.prepared).toEqual(steps);
    },
    150_000,
  );

  // A rendered page's grey ink (a letterhead's grey lines, an invoice's grey labels and footer) is
  // faint beside its black text, as the back of a sheet would be; but its paper is one flat level
  // and its edges are sharp, so show-through leaves it alone (x-dentist-cs, the hidden part, lost
  // its grey footer and title to the cut). Fails with the step: the grey lines go white.
  it('reads grey ink beside black on a rendered page, without show-through', async () => {
    const black = ENGLISH_TEXT.split('\n');
    const grey = [
      'Customer number 40 117 and the order reference',
      'are printed in grey under the address block,',
      'and so is the small print of the footer line',
      'that closes every page of this letter.',
    ];
    const lines = [...black.map((text) => ({ text, fill: 'black' })), ...grey.map((text) => ({ text, fill: 'gray60' }))];
    const page = renderPlaced(
      work.dir,
      'grey-ink',
      lines.map((l, i) => ({ ...l, x: 80, y: 140 + i * 110 })),
      1700,
      1100,
    );
    const served = await pageOne({ path: page.png, language: 'en' });
    expect(cer(served.text, [...black, ...grey].join('\n'))).toBeLessThanOrEqual(0.01);
    expect(served.prepared ?? []).not.toContain('show-through');
  }, 150_000);
});
