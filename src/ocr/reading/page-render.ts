// One page of an open document: loaded after a pixel check, its text layer read, or rendered to
// 8-bit gray for Tesseract. Every size is checked against MAX_PIXELS before mupdf decodes or
// allocates it.
import * as mupdf from 'mupdf';
import { PageFailure, type OpenDocument } from '../pool/document-pages.js';
import type { RawImage } from '../engines/ocr-engine.js';
import { hasRealText } from './text-layer.js';
import { imageDpi, readImageHeader, type ImageHeader } from '../../layout/image-header.js';
import { textOfLines, type LayoutLine, type PageGeometry, type Rotation } from '../../layout/page-layout.js';
import type { PageView, Rect } from '../../layout/page-transform.js';
import { textLayerLines, type TextStyle } from '../../layout/pdf/text-layer-layout.js';

/** Vector pages are rendered at this resolution; image pages at their own pixel size. */
const PDF_DPI = 300;

export type { Rotation };

export interface LoadedPage {
  readonly page: mupdf.Page;
  /** Image documents: the stored pixel size and stated resolution from the file header. */
  readonly header: ImageHeader | null;
}

/**
 * Loads page `index` (0-based). An image page is measured from its file header and refused
 * before mupdf sees it, because mupdf decodes a TIFF or BMP page as soon as it loads it.
 */
export function loadPage(document: OpenDocument, index: number, maxPixels: number): LoadedPage {
  let header: ImageHeader | null = null;
  if (document.kind !== 'application/pdf') {
    try {
      header = readImageHeader(document.kind, document.read, index);
    } catch (err) {
      throw new PageFailure('invalid_page', `cannot read the image header: ${(err as Error).message}`);
    }
    if (!(header.width > 0 && header.height > 0)) throw new PageFailure('invalid_page', 'the image has no pixels');
    checkPixels(header.width, header.height, maxPixels);
  }
  try {
    return { page: document.doc.loadPage(index), header };
  } catch (err) {
    throw new PageFailure('invalid_page', `page ${index + 1} cannot be loaded: ${(err as Error).message}`);
  }
}

interface TextLayer {
  text: string;
  lines: LayoutLine[];
  /** Each line's font size and weight. */
  styles: TextStyle[];
}

/**
 * The page's text layer when it has real text (see text-layer.ts), else null. Image documents
 * have none. Also refuses a page whose embedded image alone is over the cap: rendering would
 * decode it (a 2 KB PDF can hold a deflated 400-megapixel image).
 */
export function readTextLayer(loaded: LoadedPage, maxPixels: number): TextLayer | null {
  if (loaded.header !== null) return null;
  const [x0, y0, x1, y1] = loaded.page.getBounds();
  const pageArea = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  let imageArea = 0;
  let largest: [number, number] = [0, 0];
  // preserve-images keeps references to the images (no decoding) so their sizes can be read.
  const stext = loaded.page.toStructuredText('preserve-images');
  try {
    stext.walk({
      onImageBlock: ([bx0, by0, bx1, by1], _transform, image) => {
        const w = Math.min(bx1, x1) - Math.max(bx0, x0);
        const h = Math.min(by1, y1) - Math.max(by0, y0);
        if (w > 0 && h > 0) imageArea += w * h;
        const size: [number, number] = [image.getWidth(), image.getHeight()];
        if (size[0] * size[1] > largest[0] * largest[1]) largest = size;
        image.destroy();
      },
    });
    const { lines, styles } = textLayerLines(stext, [x0, y0, x1, y1]);
    const text = textOfLines(lines);
    if (hasRealText(text, pageArea > 0 ? Math.min(1, imageArea / pageArea) : 0)) return { text, lines, styles };
  } finally {
    stext.destroy();
  }
  checkPixels(largest[0], largest[1], maxPixels, 'an embedded image');
  return null;
}

export interface RenderedPage {
  /** Pixels are a view into wasm memory: hand them to Tesseract before any other mupdf call. */
  image: RawImage;
  /** How the image's pixels map back onto the displayed page. */
  view: PageView;
  destroy(): void;
}

/** The page's displayed size (points for PDF pages, pixels for image files) before reading. */
export function pageGeometry(loaded: LoadedPage, rotation: Rotation, dpi: number | null): PageGeometry {
  const [x0, y0, x1, y1] = loaded.page.getBounds();
  if (loaded.header === null) {
    return { width: round2(x1 - x0), height: round2(y1 - y0), unit: 'pt', rotation, dpi };
  }
  const scale = imageScale(loaded);
  return { width: Math.round((x1 - x0) * scale), height: Math.round((y1 - y0) * scale), unit: 'px', rotation, dpi };
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

/**
 * Image pages: mupdf sizes the page in points from the file's resolution; this undoes that
 * exactly (by area, so an EXIF- or otherwise rotated image gets the same scale).
 */
function imageScale({ page, header }: LoadedPage): number {
  const [x0, y0, x1, y1] = page.getBounds();
  return header ? Math.sqrt((header.width * header.height) / ((x1 - x0) * (y1 - y0))) : PDF_DPI / 72;
}

/** The resolution a page's pixels come at before any choice: 300 for PDF pages, an image's own. */
export function sourceDpi(loaded: LoadedPage): number {
  return loaded.header ? imageDpi(loaded.header.dpi) : PDF_DPI;
}

/**
 * Renders to gray with /Rotate honoured (mupdf's page bounds include it), plus `rotate` degrees
 * clockwise. PDF pages at 300 DPI; image pages at their own pixel resolution, unless `readDpi`
 * (page-decisions.ts readingDpi) asks for fewer pixels.
 */
export function renderGray(loaded: LoadedPage, maxPixels: number, rotate: Rotation = 0, readDpi?: number): RenderedPage {
  const [x0, y0, x1, y1] = loaded.page.getBounds();
  const width = x1 - x0;
  const height = y1 - y0;
  if (!(width > 0 && height > 0)) throw new PageFailure('invalid_page', 'the page has no area');
  const source = sourceDpi(loaded);
  const dpi = readDpi !== undefined && readDpi < source ? readDpi : source;
  const scale = imageScale(loaded) * (dpi / source);
  checkPixels(Math.round(width * scale), Math.round(height * scale), maxPixels);
  const matrix = mupdf.Matrix.concat(mupdf.Matrix.scale(scale, scale), mupdf.Matrix.rotate(rotate));
  let pixmap: mupdf.Pixmap;
  try {
    pixmap = loaded.page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false);
  } catch (err) {
    throw new PageFailure('invalid_page', `the page cannot be rendered: ${(err as Error).message}`);
  }
  const view: PageView = { bounds: [x0, y0, x1, y1] as Rect, matrix, origin: [pixmap.getX(), pixmap.getY()] };
  const image: RawImage = {
    width: pixmap.getWidth(),
    height: pixmap.getHeight(),
    bpp: pixmap.getNumberOfComponents(),
    stride: pixmap.getStride(),
    dpi,
    pixels: pixmap.getPixels(), // last mupdf call: the view stays valid until wasm memory grows
  };
  return { image, view, destroy: () => pixmap.destroy() };
}

export function checkPixels(width: number, height: number, maxPixels: number, what = 'the page'): void {
  if (width * height > maxPixels) {
    throw new PageFailure('image_too_large', `${what} is ${width}×${height} pixels; at most ${maxPixels} are allowed`);
  }
}
