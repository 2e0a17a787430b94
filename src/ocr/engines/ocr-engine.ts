// The contract both Tesseract engines (native addon, CLI fallback) fulfil, so the
// page worker does not care which one it got.
import type { PixelLine, RawImage } from '../../layout/page-layout.js';

export type { RawImage } from '../../layout/page-layout.js';

/** An image file on disk (PNG, or anything leptonica/mupdf reads). */
export interface FileImage {
  pngPath: string;
  /** Defaults to 300, our render resolution; stated so both engines agree. */
  dpi?: number;
}

export type OcrImage = RawImage | FileImage;

export interface OcrResult {
  /** textOfLines(lines): the page's text always equals its lines, whichever engine read it. */
  text: string;
  /** Mean word confidence, 0..1, over words with a confidence >= 0; 0 when no word was found. */
  confidence: number;
  /** Words that contributed to the confidence. */
  words: number;
  /** Reading order; boxes in pixels of the image the engine was given. */
  lines: PixelLine[];
}

export interface Orientation {
  degrees: 0 | 90 | 180 | 270;
  /** Tesseract's orientation confidence (unbounded; above ~2 is trustworthy). */
  confidence: number;
  /** The script OSD saw ('Latin', 'Cyrillic'…, as in domain/languages.ts); absent when undetected. */
  script?: string;
  /** OSD's script confidence, unbounded; about 1 or more is a real answer. */
  scriptConfidence?: number;
}

/** How Tesseract finds the text on the page. */
export interface RecognizeOptions {
  /**
   * The page is known to be one column of text: read it as one block, without Tesseract's search
   * for columns and regions (page segmentation mode 6 instead of 3).
   */
  singleBlock?: boolean;
}

export interface OcrEngine {
  readonly kind: 'native' | 'cli';
  /** languages: Tesseract codes joined by '+', e.g. 'eng' or 'ukr+eng'. */
  recognize(image: OcrImage, languages: string, timeoutMs: number, options?: RecognizeOptions): Promise<OcrResult>;
  /**
   * Page orientation by Tesseract's OSD (osd.traineddata): how many degrees clockwise the
   * page must be rotated to read upright. Optional: an engine without OSD leaves it out.
   */
  detectOrientation?(image: OcrImage, timeoutMs: number): Promise<Orientation>;
  /** Frees models held by this thread. The engine stays usable (reloads lazily). */
  close(): void;
}

type OcrErrorCode = 'ocr_invalid_argument' | 'ocr_language_unavailable' | 'ocr_timeout' | 'ocr_engine_failed';

/**
 * Carries a code because errors lose their class crossing a worker boundary:
 * the worker returns `{ok: false, code}` and the pool rebuilds the error.
 */
export class OcrError extends Error {
  readonly code: OcrErrorCode;

  constructor(code: OcrErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OcrError';
    this.code = code;
  }
}

export const DEFAULT_DPI = 300;
