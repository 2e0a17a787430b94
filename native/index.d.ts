// Types for index.cjs. Call through src/ocr/native-engine.ts, which validates
// every argument before it reaches C++.

/**
 * A page's lines and words in reading order, as flat arrays (cheaper to build in C++ and to
 * structured-clone than ~500 small objects). src/ocr/native-lines.ts turns it into PixelLines.
 * Words without text and lines without words are already left out.
 */
export interface NativeLayout {
  /** Every word's UTF-8 text followed by '\0', in reading order. */
  words: string;
  /** left, top, right, bottom per word, in pixels of the image given (origin top-left). */
  wordBoxes: Int32Array;
  /** Tesseract's confidence per word, 0..100 (float, as the CLI TSV prints it). */
  wordConfidences: Float32Array;
  /**
   * 7 values per line: left, top, right, bottom, block, paragraph, word count. Block and paragraph
   * count from 0 where a non-empty word begins them, paragraphs across blocks (as the TSV renderer
   * counts), so they may skip numbers; the line's words are the next `word count` words.
   */
  lines: Int32Array;
}

export interface NativeLayoutResult {
  layout: NativeLayout;
  /** Wall ms spent reading the results after recognition (the layout walk); for the layout-cost bench. */
  resultMs: number;
}

/** What recognize(..., false) returns: no layout walk. Only the layout-cost bench asks for it. */
export interface NativeTextResult {
  /** UTF-8 text as Tesseract lays it out (lines, blank line between blocks). */
  text: string;
  /** Mean of the word confidences (float, as the CLI TSV prints them), 0..100; 0 when no word was found. */
  confidence: number;
  /** Number of words that contributed to the confidence. */
  words: number;
  /** Wall ms spent reading the results after recognition (GetUTF8Text and the confidence walk). */
  resultMs: number;
}

/** A page's pixels as every native call takes them: rows of `stride` bytes, gray, RGB or RGBA. */
export type PagePixels = [pixels: Uint8Array | Uint8ClampedArray, width: number, height: number, bytesPerPixel: 1 | 3 | 4, stride: number, dpi: number];

export declare class Engine {
  /** Loads the models once: languages like 'eng' or 'ukr+eng'. Throws if a model is missing. */
  constructor(languages: string, tessdataDir?: string);
  /**
   * Synchronous: blocks the calling thread for the whole recognition.
   * timeoutMs > 0 stops word recognition at that deadline and throws an Error
   * with code 'ocr_timeout' (layout analysis before it is not interruptible). singleBlock: the
   * page is one column of text, read as one block (page segmentation mode 6, not 3).
   */
  recognize(...args: [...PagePixels, timeoutMs?: number, layout?: true, singleBlock?: boolean]): NativeLayoutResult;
  /** layout false: Tesseract's own text and the mean confidence, without the layout walk (bench only). */
  recognize(...args: [...PagePixels, timeoutMs: number, layout: false]): NativeTextResult;
  /** Frees the models. Idempotent; also done when the owning thread exits. */
  close(): void;
  readonly closed: boolean;
}

export interface NativeOrientation {
  /**
   * Degrees CLOCKWISE the image must be turned to read upright: 0, 90, 180 or 270.
   * A page turned 90 degrees clockwise (`convert -rotate 90`) gives 270. This is the
   * CLI's "Rotate", not its "Orientation in degrees" (the turn already applied).
   */
  degrees: 0 | 90 | 180 | 270;
  /** Tesseract's orientation confidence, unbounded (about 15 is confident); 0 when undetected. */
  confidence: number;
  /** Script of the text, e.g. 'Latin' or 'Cyrillic'; '' when undetected. */
  script: string;
  /** Script confidence, unbounded; 0 when undetected. */
  scriptConfidence: number;
}

/**
 * Tesseract's orientation and script detection (osd.traineddata, legacy engine).
 * Independent of languages: one per thread serves every page.
 */
export declare class OrientationDetector {
  /** Loads osd.traineddata. Throws if it is missing. */
  constructor(tessdataDir?: string);
  /**
   * Synchronous and not interruptible, but bounded (it samples blobs): 0.2-0.3 s at
   * 300 dpi, an eighth of recognizing a dense A4 page, nearly all of a short one.
   * A page with too few characters (blank, a single word) gives degrees 0 and
   * confidence 0 rather than an error.
   */
  detect(...page: PagePixels): NativeOrientation;
  /** Frees the model. Idempotent; also done when the owning thread exits. */
  close(): void;
  readonly closed: boolean;
}

/** The thread limit libgomp settled on when it was loaded (2147483647 = unlimited). */
export declare function ompThreadLimit(): number;

/**
 * The file libtesseract was loaded from: native/tesseract/lib/… when native/build-tesseract.sh built
 * it (no OpenMP, link-time optimized), else the distribution's; null if the loader cannot tell.
 */
export declare function tesseractLibrary(): string | null;

/**
 * How many text-line images recognitions in this process kept uncompressed (PNM) where Tesseract
 * asked Leptonica for a PNG (native/src/line-images.cc); 0 after a recognition means the addon's
 * pixWriteMem was not the one libtesseract called.
 */
export declare function lineImagesKeptUncompressed(): number;

/** Cheap measurements of a page for deciding its preparation (native/src/prepare.cc, grounds.cc). */
export interface PageMeasures {
  /** Leptonica's pixFindSkew: degrees to turn clockwise to straighten the lines, and its confidence. */
  skewDegrees: number;
  skewConfidence: number;
  /** Depth in pixels of a near-black border on each side: left, top, right, bottom. */
  border: [number, number, number, number];
  /** 10th, 50th and 90th percentile of the local background (brightest pixel of 32 px tiles). */
  backgroundLow: number;
  backgroundMedian: number;
  backgroundHigh: number;
  /** Share of the background tiles within 6 levels of backgroundLow or backgroundHigh: 1 on two flat grounds. */
  twoToneShare: number;
  /** 3rd percentile of the tiles' darkest pixels: how dark the ink is. */
  inkLevel: number;
  /** 8-connected components of the binarized page, and how many of them are specks under 3×3 px. */
  components: number;
  specks: number;
  /** 32 px tiles of the page, and those holding only faint marks (show-through, a light stamp, grain). */
  tiles: number;
  faintTiles: number;
  /** Tiles of one level, brightest = darkest: paper as a renderer draws it (a sensor never does). */
  flatTiles: number;
  /**
   * The faint tiles' median steepest step between neighbouring pixels over the tile's depth:
   * 0.6-1 for print seen directly (grey text), lower for the back of a sheet seen through it.
   */
  faintEdge: number;
}

/** What preparePage does, in this order; absent fields are steps not taken. */
export interface PreparationPlan {
  /** Pixels to paint white on each side: left, top, right, bottom. */
  border?: [number, number, number, number];
  /** 3×3 median filter. */
  despeckle?: boolean;
  /** Leptonica's background normalization (uneven light). */
  background?: boolean;
  /** Pixels lighter than this fraction of the way from ink to paper become paper (show-through). */
  showThrough?: number;
  /** Turn clockwise about the centre, size kept. */
  deskewDegrees?: number;
  /** Resample by this factor (bilinear). */
  scale?: number;
}

export interface PreparedPixels {
  /** 8-bit gray, stride = width. */
  pixels: Uint8Array;
  width: number;
  height: number;
  /** Input pixel → output pixel, [a, b, c, d, e, f] (x' = a·x + c·y + e, y' = b·x + d·y + f). */
  matrix: [number, number, number, number, number, number];
}

/** Measures a page (gray, RGB or RGBA). Synchronous, tens of milliseconds at 300 DPI. */
export declare function measurePage(...page: PagePixels): PageMeasures;

/** Applies a plan to a copy of the page; the input pixels are only read. */
export declare function preparePage(...args: [...PagePixels, plan: PreparationPlan]): PreparedPixels;

/** The size of every cluster of ink at least 3 pixels wide or tall (8-connected components). */
export interface GlyphSizes {
  widths: Int32Array;
  heights: Int32Array;
  /** Each cluster's left and top edge, in pixels of the measured image. */
  lefts: Int32Array;
  tops: Int32Array;
  /**
   * Rows of dots across the page (a table's dotted rules, leader dots): bands an inch or more of
   * specks fill, several times as full as the bands just above and below.
   */
  dottedRows: number;
}

/** Sizes of the page's ink clusters (src/ocr/page-scale.ts reads its text size from them). Milliseconds at 150 DPI. */
export declare function measureGlyphs(...page: PagePixels): GlyphSizes;

/**
 * Returns memory freed by native code (Tesseract, Leptonica) in any thread to the system
 * (glibc malloc_trim); true when some was. The OCR pool calls it after retiring idle threads.
 */
export declare function trimNativeMemory(): boolean;

/** SIMD kernels for libtesseract's int8 LSTM matrix products (OCR_SIMD), best first. */
export type SimdKernel = 'avx512vnni' | 'avx512bw' | 'avx2' | 'sse';

/**
 * The int8 matrix kernel in use and those this CPU and OS can run, best first; null when the
 * library is not docrec's build (Debian's libtesseract cannot name or choose its kernel).
 */
export declare function simdKernels(): { active: string; supported: SimdKernel[] } | null;

/**
 * Forces libtesseract's int8 matrix kernel for the whole process. Call before any Engine loads a
 * model. Throws when the library cannot choose or the CPU cannot run it.
 */
export declare function selectSimdKernel(kernel: SimdKernel): void;
