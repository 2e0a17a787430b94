// PDFs the benches make at run time with mupdf.js: a scan (one full-page image per dense page) and
// a born-digital document whose pages carry a real text layer (Helvetica, the dense pages' prose).
import { readFile, writeFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { pageText } from './dense-pages.js';

/** A PDF with one full-page image per PNG (a scan): pages 595×842 pt, so 300 DPI renders the PNG 1:1. */
export async function imagePdf(pngs: string[]): Promise<Buffer> {
  const doc = new mupdf.PDFDocument();
  for (const png of pngs) {
    const image = new mupdf.Image(new Uint8Array(await readFile(png)));
    const w = (image.getWidth() * 72) / 300;
    const h = (image.getHeight() * 72) / 300;
    const resources = doc.addObject({ XObject: { Im0: doc.addImage(image) } });
    const page = doc.addPage([0, 0, w, h], 0, resources, `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`);
    doc.insertPage(-1, page);
    image.destroy();
  }
  return save(doc);
}

/** A born-digital PDF: `count` A4 pages of 11 pt Helvetica text in real text objects. */
export function textPdf(count: number): { pdf: Buffer; texts: string[] } {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  const resources = doc.addObject({ Font: { F1: font } });
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const lines = pageText(i, 50, 90).split('\n');
    texts.push(lines.join('\n'));
    const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
    const body = lines.map((l, n) => `${n === 0 ? '' : 'T* '}(${escape(l)}) Tj`).join('\n');
    const content = `BT /F1 11 Tf 14 TL 56 780 Td\n${body}\nET`;
    doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, content));
  }
  return { pdf: save(doc), texts };
}

function save(doc: mupdf.PDFDocument): Buffer {
  const bytes = doc.saveToBuffer('compress').asUint8Array();
  const copy = Buffer.from(bytes);
  doc.destroy();
  return copy;
}

export async function writePdf(path: string, pdf: Buffer): Promise<string> {
  await writeFile(path, pdf);
  return path;
}
