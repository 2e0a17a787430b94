// The searchable PDF of a document read with a `pages` selection holds only those pages (API.md
// "Page ranges"). MuPDF copies the selected pages, in order, into a new file beside the upload;
// the text layer is then added to that copy as to any PDF. Its page k is the document's k-th
// selected page.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';

/** Runs `use` with a PDF of `pages` (1-based, ascending) of the PDF at `path`; the copy is removed after. */
export async function* withPdfSubset<T>(
  path: string,
  pages: readonly number[],
  use: (subsetPath: string) => AsyncGenerator<T>,
): AsyncGenerator<T> {
  const copy = join(tmpdir(), `docrec-subset-${randomUUID()}.pdf`);
  const doc = mupdf.Document.openDocument(readFileSync(path), 'application/pdf') as mupdf.PDFDocument;
  try {
    doc.rearrangePages(pages.map((n) => n - 1));
    writeFileSync(copy, doc.saveToBuffer('garbage=compact').asUint8Array());
  } finally {
    doc.destroy();
  }
  try {
    yield* use(copy);
  } finally {
    rmSync(copy, { force: true });
  }
}
