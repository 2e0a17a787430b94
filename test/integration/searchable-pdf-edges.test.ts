// The searchable PDF of a PDF upload, the files it leaves as they are (nothing recognized), those
// it rewrites whole before adding the text layer (an encrypted or a broken file, startxref lost in
// trailing junk) and those it extends anyway (short trailing junk, a linearized file, a file that
// already has an update).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import type { StoredPageLayout } from '../../src/layout/page-layout.js';
import { knownPageSuite, ocrGeometry, scannedLayouts, scannedPdf, writeSearchablePdf } from '../fixtures/layout-documents.js';
import { layoutOf, popplerText, readerComplaints, renderPixels } from '../support/pdf-layout-check.js';

// The work directory (`work.dir`) and the known page drawn in it once.
const work = knownPageSuite();

const writeSearchable = async (input: string, pageCount: number, pageLayout = scannedLayouts(input, work.known.lines)): Promise<string> =>
  writeSearchablePdf(work.dir, input, pageCount, pageLayout);

/** A rewritten file: no longer encrypted or repaired, checked clean by qpdf, with the known words on page 1. */
function expectRewrittenWithText(output: string): void {
  const doc = new mupdf.PDFDocument(new Uint8Array(readFileSync(output)));
  expect([doc.getTrailer().get('Encrypt').isNull(), doc.wasRepaired()]).toEqual([true, false]);
  expect(execFileSync('qpdf', ['--check', output], { encoding: 'utf8' })).toMatch(/No syntax or stream encoding errors/);
  expect(readerComplaints(output)).toBe('');
  expect(popplerText(output, 1).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
}

describe('PDFs rewritten, then extended', () => {
  it('rewrites an encrypted PDF (no user password) decrypted: plain streams would not decrypt', async () => {
    const plain = scannedPdf(work.dir, work.known, 'table');
    const input = join(work.dir, 'owner-encrypted.pdf');
    const doc = new mupdf.PDFDocument(new Uint8Array(readFileSync(plain)));
    writeFileSync(input, doc.saveToBuffer('encrypt=aes-128,owner-password=owner').asUint8Array());
    expect(new mupdf.PDFDocument(new Uint8Array(readFileSync(input))).needsPassword()).toBe(false);
    const output = await writeSearchable(input, 4);
    expectRewrittenWithText(output);
  });

  it('rewrites a PDF that needs repairing: its xref chain cannot be extended', async () => {
    const good = readFileSync(scannedPdf(work.dir, work.known, 'table'));
    const tail = good.subarray(good.length - 40).toString('latin1');
    const offset = /startxref\s+(\d+)/.exec(tail)![1]!;
    const broken = Buffer.concat([
      good.subarray(0, good.length - 40),
      Buffer.from(tail.replace(`startxref\n${offset}`, `startxref\n${'9'.repeat(offset.length)}`), 'latin1'),
    ]);
    const input = join(work.dir, 'broken-xref.pdf');
    writeFileSync(input, broken);
    expect(new mupdf.PDFDocument(new Uint8Array(broken)).wasRepaired()).toBe(true);
    const output = await writeSearchable(input, 4);
    expectRewrittenWithText(output);
  });
});

describe('PDFs extended, or left as they are', () => {
  it.each([
    [300, 'extends it'],
    [10_000, 'rewrites it'],
  ])('with %i bytes of junk after the end: %s', async (junk, outcome) => {
    const input = join(work.dir, `junk-${junk}.pdf`);
    const original = Buffer.concat([readFileSync(scannedPdf(work.dir, work.known, 'table')), Buffer.alloc(junk, 0x20)]);
    writeFileSync(input, original);
    const output = await writeSearchable(input, 4);
    const result = readFileSync(output);
    if (outcome === 'rewrites it') {
      expectRewrittenWithText(output);
      return;
    }
    expect(result.subarray(0, original.length).equals(original)).toBe(true);
    expect(readerComplaints(output)).toBe('');
    expect(popplerText(output, 1).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
  });

  it('extends a linearized PDF (readers then ignore its linearization)', async () => {
    const input = join(work.dir, 'linearized.pdf');
    execFileSync('qpdf', ['--linearize', scannedPdf(work.dir, work.known, 'table'), input]);
    expect(execFileSync('qpdf', ['--check', input], { encoding: 'utf8' })).toContain('File is linearized');
    const output = await writeSearchable(input, 4);
    expect(readFileSync(output).subarray(0, readFileSync(input).length).equals(readFileSync(input))).toBe(true);
    expect(readerComplaints(output)).toBe('');
    expect(popplerText(output, 3).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
  });

  it('keeps resources a page inherits from its page tree, adding the font beside them', async () => {
    const doc = new mupdf.PDFDocument(new Uint8Array(readFileSync(scannedPdf(work.dir, work.known, 'table'))));
    const page = doc.findPage(0);
    const parent = page.get('Parent');
    parent.put('Resources', page.get('Resources'));
    page.delete('Resources');
    const input = join(work.dir, 'inherited.pdf');
    writeFileSync(input, doc.saveToBuffer('').asUint8Array());
    const output = await writeSearchable(input, 4);
    expect(readerComplaints(output)).toBe('');
    expect(renderPixels(output, 1).samples.equals(renderPixels(input, 1).samples)).toBe(true);
    expect(popplerText(output, 1).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
  });

  it('chains a second update onto a file that already has one', async () => {
    const once = await writeSearchable(scannedPdf(work.dir, work.known, 'stream'), 4);
    const twice = await writeSearchable(once, 4, scannedLayouts(once, work.known.lines));
    expect(readerComplaints(twice)).toBe('');
    expect(new mupdf.PDFDocument(new Uint8Array(readFileSync(twice))).wasRepaired()).toBe(false);
    // [q, original…, layer] once; the second update wraps that whole list again.
    const contents = (path: string): number => new mupdf.PDFDocument(new Uint8Array(readFileSync(path))).findPage(0).get('Contents').length;
    expect([contents(once), contents(twice)]).toEqual([3, 5]);
    expect(popplerText(twice, 1).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
    expect(renderPixels(twice, 2).samples.equals(renderPixels(once, 2).samples)).toBe(true);
  });

  it('returns the original unchanged when no page was recognized', async () => {
    const input = scannedPdf(work.dir, work.known, 'table');
    const blank = async (n: number): Promise<StoredPageLayout> =>
      layoutOf(n, n === 1 ? 'blank' : 'text_layer', ocrGeometry(100, 100, 300), []);
    const output = await writeSearchable(input, 4, blank);
    expect(readFileSync(output).equals(readFileSync(input))).toBe(true);
  });
});
