// Types for index.cjs. Call through src/ocr/native-engine.ts, which validates
// every argument before it reaches C++.

export interface NativeResult {
  /** UTF-8 text as Tesseract lays it out (lines, blank line between blocks). */
  text: string;
  /** Mean of the word confidences (float, as the CLI TSV prints them), 0..100; 0 when no word was found. */
  confidence: number;
  /** Number of words that contributed to the confidence. */
  words: number;
}

export declare class Engine {
  /** Loads the models once: languages like 'eng' or 'ukr+eng'. Throws if a model is missing. */
  constructor(languages: string, tessdataDir?: string);
  /**
   * Synchronous: blocks the calling thread for the whole recognition.
   * timeoutMs > 0 stops word recognition at that deadline and throws an Error
   * with code 'ocr_timeout' (layout analysis before it is not interruptible).
   */
  recognize(
    pixels: Uint8Array | Uint8ClampedArray,
    width: number,
    height: number,
    bytesPerPixel: 1 | 3 | 4,
    stride: number,
    dpi: number,
    timeoutMs?: number,
  ): NativeResult;
  /** Frees the models. Idempotent; also done when the owning thread exits. */
  close(): void;
  readonly closed: boolean;
}

/** The thread limit libgomp settled on when it was loaded (2147483647 = unlimited). */
export declare function ompThreadLimit(): number;
