// Documents for the process-fault tests, built at test time: born-digital PDFs (fast text-layer
// pages, many document.partial blocks), scans (slow OCR pages, so a kill lands mid-page) and a
// corrupt PDF (a document.failed). Every page says its own number, so a page stored twice, lost
// or swapped shows in the text.
import { join } from 'node:path';
import { bornDigitalPdf, corruptPdf, writePdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, renderPage } from '../fixtures/ocr/pages.js';

export interface FaultDoc {
  name: string;
  path: string;
  /** Ground truth per page; empty for a document that must fail. */
  pages: string[];
  /** Pages recognized from pixels: compared by their first line ("Page 2 of scan 41."), not byte for byte. */
  scanned: boolean;
  failCode: string | null;
  /** Upload fields besides webhook_url: scans say `en`, as auto-detection may read Latin as Cyrillic. */
  fields: Record<string, string>;
}

function scan(dir: string, tag: number, pageCount: number): FaultDoc {
  const texts = Array.from({ length: pageCount }, (_, i) => `Page ${i + 1} of scan ${tag}.\n${ENGLISH_TEXT}`);
  const pngs = texts.map((text, i) => renderPage(dir, `scan-${tag}-${i + 1}`, text, 1700, 600).png);
  const scanned = { pages: texts, scanned: true, failCode: null, fields: { language: 'en' } };
  if (pageCount === 1) return { name: `scan-${tag}.png`, path: pngs[0]!, ...scanned };
  const path = join(dir, `scan-${tag}.pdf`);
  writePdf(
    path,
    pngs.map((png) => ({ png })),
  );
  return { name: `scan-${tag}.pdf`, path, ...scanned };
}

function bornDigital(dir: string, pageCount: number): FaultDoc {
  const pdf = bornDigitalPdf(dir, pageCount, `born-${pageCount}`);
  return { name: `born-${pageCount}.pdf`, path: pdf.path, pages: pdf.pages, scanned: false, failCode: null, fields: {} };
}

function corrupt(dir: string): FaultDoc {
  return { name: 'corrupt.pdf', path: corruptPdf(dir), pages: [], scanned: false, failCode: 'invalid_document', fields: {} };
}

/** What the first process gets before the first kill, and what later cycles pick from. */
export function faultDocuments(dir: string): { initial: FaultDoc[]; extras: FaultDoc[] } {
  const initial = [bornDigital(dir, 30), bornDigital(dir, 9), scan(dir, 41, 4), scan(dir, 52, 1), corrupt(dir)];
  const extras = [bornDigital(dir, 5), bornDigital(dir, 12), scan(dir, 63, 1), scan(dir, 74, 2), scan(dir, 85, 3)];
  return { initial, extras };
}
