// Searchable PDF from a PDF: the original file byte for byte, then one incremental update that
// redefines each recognized page (same object number) with its content wrapped as
// [`q`, the original streams…, `Q` + invisible text] and the text font added to its resources.
// Every original object, content stream and image stays where and what it was. An encrypted or
// repaired original is first rewritten whole (pdf-rewrite.ts) and the update goes onto that copy.
import { rmSync } from 'node:fs';
import type * as mupdf from 'mupdf';
import type { StoredPageLayout } from '../page-layout.js';
import { GlyphlessFont } from './glyphless-font.js';
import { PdfObjectWriter, pdfName, ref } from './pdf-objects.js';
import { needsRewrite, rewrittenCopy } from './pdf-rewrite.js';
import { openPdfSource, type PdfSource } from './pdf-source.js';
import { hasWords, textLayerOps, type DisplayedPage } from './text-layer-ops.js';

export async function* updatedPdf(
  path: string,
  pages: readonly number[],
  pageLayout: (page: number) => Promise<StoredPageLayout>,
): AsyncGenerator<Uint8Array> {
  const source = openPdfSource(path);
  let copy: string;
  try {
    if (!needsRewrite(source)) {
      yield* extended(source, pages, pageLayout);
      return;
    }
    copy = rewrittenCopy(source);
  } finally {
    source.close();
  }
  try {
    const rewritten = openPdfSource(copy);
    try {
      yield* extended(rewritten, pages, pageLayout);
    } finally {
      rewritten.close();
    }
  } finally {
    rmSync(copy, { force: true });
  }
}

/** The source's bytes, then the update that adds the text layer to its recognized pages. */
async function* extended(
  source: PdfSource,
  pages: readonly number[],
  pageLayout: (page: number) => Promise<StoredPageLayout>,
): AsyncGenerator<Uint8Array> {
  yield* source.chunks();
  const trailer = source.doc.getTrailer();
  const out = new PdfObjectWriter(source.size, source.doc.countObjects());
  let shared: Shared | undefined;
  for (const n of pages) {
    const layout = await pageLayout(n);
    if (layout.method !== 'ocr' || layout.failed || !hasWords(layout.lines)) continue;
    if (shared === undefined) {
      out.raw('\n');
      shared = { font: new GlyphlessFont(out), save: out.allocate() };
      out.stream(shared.save, '', Buffer.from('q\n'));
    }
    writeTextPage(source, out, n, layout, shared);
    yield out.take();
  }
  if (shared === undefined) return; // nothing recognized: the source is the answer
  shared.font.finish(out);
  const keep = ['Root', 'Info', 'ID'].map((key) => [key, trailer.get(key)] as const).filter(([, v]) => !v.isNull());
  // needsRewrite sent every source without a startxref to the rewrite, whose copy has one.
  const entries = `${keep.map(([key, value]) => `/${key} ${value.toString(false, true)}`).join(' ')} /Prev ${source.startxref}`;
  if (source.xrefIsStream) out.xrefStream(entries);
  else out.xrefTable(entries, false);
  yield out.take();
}

/** What every recognized page shares: the font, and the `q` stream that opens its contents. */
interface Shared {
  font: GlyphlessFont;
  save: number;
}

function writeTextPage(source: PdfSource, out: PdfObjectWriter, n: number, layout: StoredPageLayout, shared: Shared): void {
  const page = source.doc.loadPage(n - 1);
  try {
    const pageObj = source.doc.findPage(n - 1);
    // A page is always an indirect object (its parent's /Kids refers to it); "num gen R".
    if (!pageObj.isIndirect()) throw new Error(`page ${n} is not an indirect object`);
    const [num, gen] = pageObj.toString().split(' ').map(Number) as [number, number];
    const displayed: DisplayedPage = { transform: page.getTransform(), bounds: page.getBounds() };
    const resources = resolved(pageObj.getInheritable('Resources'));
    const fontName = freeFontName(resources.isDictionary() ? resolved(resources.get('Font')) : resources);
    const layer = out.allocate();
    // Leading whitespace: the original's last stream may end mid-line, right against our Q.
    out.stream(
      layer,
      '',
      Buffer.from(`\nQ\n${textLayerOps(layout.lines, displayed, layout.geometry.rotation, shared.font, fontName)}`, 'latin1'),
      true,
    );
    const contents = [ref(shared.save), ...originalContents(pageObj.get('Contents')), ref(layer)];
    let dict = '';
    pageObj.forEach((value, key) => {
      if (key === 'Contents' || key === 'Resources') return;
      dict += `${pdfName(String(key))} ${value.toString(false, true)}\n`;
    });
    dict += `/Resources ${withFont(resources, fontName, shared.font.num)}\n/Contents [${contents.join(' ')}]`;
    out.object(num, `<<\n${dict}\n>>`, gen);
  } finally {
    page.destroy();
  }
}

/** References to the page's content streams, in order (a single stream or an array of them). */
function originalContents(contents: mupdf.PDFObject): string[] {
  if (contents.isNull()) return [];
  const array = resolved(contents);
  if (array.isArray()) {
    const refs: string[] = [];
    array.forEach((item) => {
      refs.push(item.toString(false, true));
    });
    return refs;
  }
  return [contents.toString(false, true)];
}

/** The page's resources (inherited ones included), written out with our font added. */
function withFont(resources: mupdf.PDFObject, fontName: string, font: number): string {
  let out = '<<';
  const fonts = resources.isDictionary() ? resolved(resources.get('Font')) : undefined;
  if (resources.isDictionary()) {
    resources.forEach((value, key) => {
      if (key !== 'Font') out += ` ${pdfName(String(key))} ${value.toString(false, true)}`;
    });
  }
  out += ' /Font <<';
  if (fonts?.isDictionary()) {
    fonts.forEach((value, key) => {
      out += ` ${pdfName(String(key))} ${value.toString(false, true)}`;
    });
  }
  return `${out} ${pdfName(fontName)} ${ref(font)} >> >>`;
}

/** A font resource name the page does not use already. */
function freeFontName(fonts: mupdf.PDFObject): string {
  let name = 'OCRText';
  for (let i = 1; fonts.isDictionary() && !fonts.get(name).isNull(); i++) name = `OCRText${i}`;
  return name;
}

/** The object an entry refers to (mupdf's shared Null object cannot be resolved). */
function resolved(obj: mupdf.PDFObject): mupdf.PDFObject {
  return obj.isNull() ? obj : obj.resolve();
}
