// The page layout model (API.md "GET /v1/documents/{id}/pages/{n}"): lines and words with boxes.
// Engines produce PixelLines (boxes in pixels of the image they read); the page worker maps them
// once to LayoutLines (boxes as fractions of the page as displayed, see page-transform.ts). What
// is stored, served as JSON, written as hOCR and laid into the searchable PDF is the LayoutLine.

/** A page's decoded pixels as engines and the pixel rule finder read them, e.g. a mupdf Pixmap: getPixels(), getWidth(), getHeight(), n, getStride(). */
export interface RawImage {
  pixels: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** 1 gray, 3 RGB, 4 RGBA (alpha ignored). */
  bpp: number;
  /** Bytes per row, >= width * bpp. */
  stride: number;
  /** Resolution the page was rendered at, 70..1200. */
  dpi: number;
}

/** [left, top, right, bottom] in pixels of the image the engine read (origin top-left). */
export type PixelBox = [number, number, number, number];

/** [left, top, right, bottom] as fractions 0..1 of the displayed page, 4 decimals. */
export type Bbox = [number, number, number, number];

export interface PixelWord {
  text: string;
  box: PixelBox;
  /** 0..1 (Tesseract's 0..100 / 100). */
  confidence: number;
}

/** One text line as an engine reports it, in Tesseract's reading order. */
export interface PixelLine {
  box: PixelBox;
  /** 0-based index of the line's block on the page. */
  block: number;
  /** 0-based index of the line's paragraph on the page (counted across blocks). */
  paragraph: number;
  words: PixelWord[];
}

export interface LayoutWord {
  text: string;
  bbox: Bbox;
  confidence: number;
}

export interface LayoutLine {
  text: string;
  bbox: Bbox;
  /** Mean of the words' confidences. */
  confidence: number;
  block: number;
  paragraph: number;
  words: LayoutWord[];
}

export type Rotation = 0 | 90 | 180 | 270;

/** Where the page's boxes live: its displayed size, and how it was read. */
export interface PageGeometry {
  /** Displayed size (after the PDF page's /Rotate): points for PDF pages, pixels for image files. */
  width: number;
  height: number;
  unit: 'pt' | 'px';
  /** Clockwise turn applied to the page image so it read upright (boxes stay on the displayed page). */
  rotation: Rotation;
  /** Resolution the page was read at; null for text-layer and blank pages. */
  dpi: number | null;
}

/**
 * The page's text from its lines: words joined by a space, lines by a newline, and a blank line
 * where a paragraph (or block) ends. The one place this layout decision is made, so that a page's
 * `text` always equals its lines (API.md), whichever engine read it.
 */
export function textOfLines(lines: ReadonlyArray<{ block: number; paragraph: number; words: ReadonlyArray<{ text: string }> }>): string {
  let text = '';
  let previous: { block: number; paragraph: number } | undefined;
  for (const line of lines) {
    const words = line.words.map((w) => w.text).filter((w) => w !== '');
    if (words.length === 0) continue;
    if (previous !== undefined) {
      text += previous.block !== line.block || previous.paragraph !== line.paragraph ? '\n\n' : '\n';
    }
    text += words.join(' ');
    previous = line;
  }
  return text;
}

/** Mean word confidence, rounded to 4 decimals; 0 without words. */
export function meanConfidence(words: ReadonlyArray<{ confidence: number }>): number {
  if (words.length === 0) return 0;
  let sum = 0;
  for (const w of words) sum += w.confidence;
  return Math.round((sum / words.length) * 10_000) / 10_000;
}

export type PageMethod = 'ocr' | 'text_layer' | 'blank';

/** A done page as stored: what /pages/{n}, the hOCR writer and the searchable-PDF writer read. */
export interface StoredPageLayout {
  /** 1-based. */
  page: number;
  method: PageMethod;
  geometry: PageGeometry;
  /** Reading order; [] for blank and failed pages. */
  lines: LayoutLine[];
  /** True when the page failed (no text, no lines). */
  failed: boolean;
  /** The page's tables, where its structure is read too (hOCR's ocr_table areas); absent: none given. */
  tables?: Array<{ bbox: Bbox }>;
}
