// The documents the soak clients upload, made at start in a temporary directory with mupdf.js (no
// ImageMagick, nothing downloaded): born-digital PDFs small and large (the large one has more than
// PARTIAL_PAGES pages, so it also sends document.partial events), scans as PNG, JPEG and a
// three-page JPEG PDF, and a PDF with no objects that must fail with a reason. Some carry `pages`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { writeJpegScanPdf } from '../_kit/jpeg-scan-pdf.js';
import { textPdf } from '../_kit/sample-pdfs.js';

export interface SoakFile {
  /** Names the kind in the report (small-pdf, scan-png …). */
  kind: string;
  path: string;
  /** POST field `pages`, when this kind asks for some pages only. */
  pages?: string;
  /** The error code the document must end with; undefined: it must complete. */
  expectFailure?: string;
  /** Relative share of the uploads. */
  weight: number;
}

/** A PDF header and nothing MuPDF can repair (a truncated PDF it would repair into a blank page). */
const NOT_A_PDF = Buffer.from(`%PDF-1.7\n${'not a PDF body; '.repeat(30)}`);

/** Page `index` of a born-digital PDF drawn as a grayscale scan at `dpi`. */
function scanOf(pdf: Buffer, index: number, dpi: number, format: 'png' | 'jpeg'): Buffer {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const page = doc.loadPage(index);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
  const bytes = Buffer.from(format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(80, false));
  pixmap.destroy();
  page.destroy();
  doc.destroy();
  return bytes;
}

export async function makeSoakFiles(dir: string): Promise<SoakFile[]> {
  const small = textPdf(1).pdf;
  const large = textPdf(14).pdf;
  const write = async (name: string, bytes: Buffer) => {
    await writeFile(join(dir, name), bytes);
    return join(dir, name);
  };
  const jpegs = await Promise.all([0, 1, 2].map((i) => write(`scan-${i}.jpg`, scanOf(large, i, 150, 'jpeg'))));
  const scanPdf = writeJpegScanPdf(join(dir, 'scan-3p.pdf'), jpegs, 150);
  return [
    { kind: 'small-pdf', path: await write('small.pdf', small), weight: 4 },
    { kind: 'large-pdf', path: await write('large.pdf', large), weight: 2 },
    { kind: 'large-pdf-pages', path: join(dir, 'large.pdf'), pages: '2-4,9-', weight: 1 },
    { kind: 'scan-png', path: await write('scan.png', scanOf(small, 0, 100, 'png')), weight: 2 },
    { kind: 'scan-jpeg', path: jpegs[0]!, weight: 1 },
    { kind: 'scan-pdf', path: scanPdf, weight: 1 },
    { kind: 'scan-pdf-page-2', path: scanPdf, pages: '2', weight: 1 },
    { kind: 'broken-pdf', path: await write('broken.pdf', NOT_A_PDF), expectFailure: 'invalid_document', weight: 1 },
    { kind: 'pages-past-end', path: join(dir, 'small.pdf'), pages: '5-', expectFailure: 'no_pages_selected', weight: 1 },
  ];
}

/** One of the files, by weight, from a uniform `r` in [0, 1). */
export function pickFile(files: readonly SoakFile[], r: number): SoakFile {
  const total = files.reduce((a, f) => a + f.weight, 0);
  let at = r * total;
  for (const f of files) if ((at -= f.weight) < 0) return f;
  return files[files.length - 1]!;
}
