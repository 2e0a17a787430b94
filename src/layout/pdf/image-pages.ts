// Searchable PDF from an image file: a new PDF with one page per image (per frame of a TIFF),
// each page the image's size at its resolution, the image drawn over the whole page and the
// invisible text layer above it. Written page by page; the page tree comes last.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { deflate as deflateCallback } from 'node:zlib';
import * as mupdf from 'mupdf';
import type { StoredPageLayout } from '../page-layout.js';
import { GlyphlessFont } from './glyphless-font.js';
import { fileReader, imageDpi, readImageHeader } from '../image-header.js';
import { jpegXObject, placedImage, pngXObject, type ImageXObject } from './image-xobject.js';
import { PdfObjectWriter, pdfNumber, ref } from './pdf-objects.js';
import { openOverFd } from './pdf-source.js';
import { hasWords, textLayerOps, uprightPage } from './text-layer-ops.js';

const deflate = promisify(deflateCallback);

const CATALOG = 1;
const PAGES = 2;
const FONT_NAME = 'OCRText';

export async function* imagePdf(
  source: { path: string; contentType: string },
  pages: readonly number[],
  pageLayout: (page: number) => Promise<StoredPageLayout>,
): AsyncGenerator<Uint8Array> {
  const fd = openSync(source.path, 'r');
  let opened: ReturnType<typeof openOverFd>;
  try {
    opened = openOverFd(fd, fstatSync(fd).size, source.contentType);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  const { doc } = opened;
  try {
    const out = new PdfObjectWriter(0, PAGES + 1);
    out.raw('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    const font = new GlyphlessFont(out);
    const kids: number[] = [];
    for (const n of pages) {
      const layout = await pageLayout(n);
      const header = readImageHeader(source.contentType, fileReader(fd), n - 1);
      const dpi = imageDpi(header.dpi);
      // A page the worker could not read (too many pixels, broken data) is not decoded here
      // either: it stays an empty page of the image's size, as a placeholder.
      const shown = layout.failed ? null : imagePage(source, doc, n, dpi);
      const width = shown?.width ?? (header.width * 72) / dpi;
      const height = shown?.height ?? (header.height * 72) / dpi;
      const imageNum = shown === null ? null : await writeImage(out, shown.image);
      const layer =
        layout.failed || !hasWords(layout.lines)
          ? ''
          : textLayerOps(layout.lines, uprightPage(width, height), layout.geometry.rotation, font, FONT_NAME);
      const draw = shown === null ? '' : `q ${shown.placement.map((v) => pdfNumber(v)).join(' ')} cm /Im0 Do Q\n`;
      const contents = out.allocate();
      out.stream(contents, '', Buffer.from(`${draw}${layer}`, 'latin1'), true);
      const page = out.allocate();
      const xobject = imageNum === null ? '' : `/XObject << /Im0 ${ref(imageNum)} >> `;
      out.object(
        page,
        `<< /Type /Page /Parent ${ref(PAGES)} /MediaBox [0 0 ${pdfNumber(width)} ${pdfNumber(height)}] ` +
          `/Resources << ${xobject}/Font << /${FONT_NAME} ${ref(font.num)} >> >> /Contents ${ref(contents)} >>`,
      );
      kids.push(page);
      yield out.take();
    }
    font.finish(out);
    out.object(PAGES, `<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((k) => ref(k)).join(' ')}] >>`);
    out.object(CATALOG, `<< /Type /Catalog /Pages ${ref(PAGES)} >>`);
    out.xrefTable(`/Root ${ref(CATALOG)}`, true);
    yield out.take();
  } finally {
    opened.destroy();
    closeSync(fd);
  }
}

interface ImagePage {
  image: ImageXObject;
  /** The image's unit square → the new page's user space (y up). */
  placement: mupdf.Matrix;
  /** The page in points: the image as displayed (after its orientation) at `dpi`. */
  width: number;
  height: number;
}

/**
 * The page's image as it is in the file where PDF can carry it, else decoded by mupdf, placed as
 * mupdf displays it: an EXIF-rotated JPEG keeps its bytes and is turned by the placement, so the
 * page shows what the page worker read (and the layout's boxes describe).
 */
function imagePage(source: { path: string; contentType: string }, doc: mupdf.Document, n: number, dpi: number): ImagePage {
  const page = doc.loadPage(n - 1);
  try {
    const direct =
      source.contentType === 'image/jpeg'
        ? jpegXObject(readFileSync(source.path))
        : source.contentType === 'image/png'
          ? pngXObject(readFileSync(source.path))
          : null;
    const placed = placedImage(page, direct === null);
    const image = direct ?? placed.decoded!;
    const [x0, y0, x1, y1] = page.getBounds();
    const turned = Math.abs(placed.ctm[1]) > Math.abs(placed.ctm[0]);
    const width = ((turned ? image.height : image.width) * 72) / dpi;
    const scale = width / (x1 - x0);
    const height = (y1 - y0) * scale;
    // PDF's image space puts the image's first row at v = 1, mupdf's at v = 0; then mupdf's page
    // (y down, from its bounds' corner) → this page's user space (y up).
    const fromPdfImage = mupdf.Matrix.concat([1, 0, 0, -1, 0, 1], placed.ctm);
    const placement = mupdf.Matrix.concat(fromPdfImage, [scale, 0, 0, -scale, -x0 * scale, height + y0 * scale]);
    return { image, placement, width, height };
  } finally {
    page.destroy();
  }
}

/**
 * Writes the image (and its soft mask). Decoded pixels are deflated on libuv's thread pool: an A4
 * page at 300 DPI is 9 MB of samples, a tenth of a second of zlib that must not stall the server.
 */
async function writeImage(out: PdfObjectWriter, image: ImageXObject): Promise<number> {
  let mask = '';
  if (image.alpha !== undefined) {
    const maskNum = out.allocate();
    out.stream(
      maskNum,
      `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
        '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
      await deflate(image.alpha),
    );
    mask = ` /SMask ${ref(maskNum)}`;
  }
  const num = out.allocate();
  if (image.deflate) out.stream(num, `${image.dict}${mask} /Filter /FlateDecode`, await deflate(image.data));
  else out.stream(num, image.dict + mask, image.data);
  return num;
}
