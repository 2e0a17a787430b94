// A page as the dashboard shows it: rendered by mupdf as displayed (its /Rotate and crop box, as
// the word boxes are given), in gray, to a PNG of preview size. Runs in the preview thread: a
// render costs tens of milliseconds (more for a large scan), too long for the event loop.
import * as mupdf from 'mupdf';
import { PageFailure, openDocument } from '../pool/document-pages.js';
import { checkPixels, loadPage } from './page-render.js';
import { previewScale } from './preview-size.js';

export interface PreviewTask {
  /** Absolute path of the stored upload (a local copy held by the caller while this runs). */
  path: string;
  /** 1-based. */
  page: number;
  /** MAX_PIXELS: the largest image mupdf may decode for this page. */
  maxPixels: number;
}

export type PreviewResult =
  { ok: true; png: Uint8Array; width: number; height: number } | { ok: false; code: 'image_too_large' | 'invalid_page'; message: string };

export function renderPreview(task: PreviewTask): PreviewResult {
  try {
    const loaded = loadPage(openDocument(task.path), task.page - 1, task.maxPixels);
    try {
      // An image file's own size was checked by loadPage; a PDF page's images are checked here,
      // before the render decodes them.
      if (loaded.header === null) checkEmbeddedImages(loaded.page, task.maxPixels);
      const [x0, y0, x1, y1] = loaded.page.getBounds();
      if (!(x1 - x0 > 0 && y1 - y0 > 0)) throw new PageFailure('invalid_page', 'the page has no area');
      const scale = previewScale(x1 - x0, y1 - y0);
      checkPixels(Math.ceil((x1 - x0) * scale), Math.ceil((y1 - y0) * scale), task.maxPixels);
      const pixmap = loaded.page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false);
      try {
        return { ok: true, png: pixmap.asPNG(), width: pixmap.getWidth(), height: pixmap.getHeight() };
      } finally {
        pixmap.destroy();
      }
    } finally {
      loaded.page.destroy();
    }
  } catch (err) {
    if (err instanceof PageFailure && err.code !== 'processing_timeout') return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'invalid_page', message: `the page cannot be rendered: ${(err as Error)?.message ?? String(err)}` };
  }
}

/** Refuses a page holding an image over the cap (a 2 KB PDF can hold a 400-megapixel one). */
function checkEmbeddedImages(page: mupdf.Page, maxPixels: number): void {
  // preserve-images keeps references to the images (no decoding) so their sizes can be read.
  const stext = page.toStructuredText('preserve-images');
  try {
    stext.walk({
      onImageBlock: (_bbox, _transform, image) => {
        const [width, height] = [image.getWidth(), image.getHeight()];
        image.destroy();
        checkPixels(width, height, maxPixels, 'an embedded image');
      },
    });
  } finally {
    stext.destroy();
  }
}
