// The in-process engine: one Tesseract per language set per thread, initialised
// once and reused for every page. All argument checks happen here, in TypeScript,
// before anything crosses into C++.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Types only (erased): TS maps this path to native/index.d.ts; the code is index.cjs.
import type { Engine, NativeResult } from '../../native/index.js';
import { checkImage, checkLanguages, checkTimeout } from './ocr-args.js';
import { OcrError, type OcrEngine, type OcrImage, type OcrResult, type RawImage } from './ocr-engine.js';

export interface NativeAddon {
  Engine: new (languages: string, tessdataDir?: string) => Engine;
  ompThreadLimit(): number;
}

/** Finds native/index.cjs above this file: src/ocr/ when run from source, dist/src/ocr/ when built. */
function findLoader(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'native', 'index.cjs');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('native/index.cjs not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

/** Loads the addon (throws when it was not built or libtesseract is missing). */
export function loadAddon(): NativeAddon {
  return createRequire(import.meta.url)(findLoader()) as NativeAddon;
}

// Module state is per thread: each Worker evaluates this module afresh, so each
// thread owns its engines and no engine is ever shared between threads.
const engines = new Map<string, Engine>();

export class NativeEngine implements OcrEngine {
  readonly kind = 'native';

  constructor(
    private readonly addon: NativeAddon = loadAddon(),
    private readonly tessdataDir?: string,
  ) {}

  async recognize(image: OcrImage, languages: string, timeoutMs: number): Promise<OcrResult> {
    const langs = checkLanguages(languages);
    const timeout = checkTimeout(timeoutMs);
    const checked = checkImage(image);
    const engine = this.engineFor(langs);
    const result =
      'pixels' in checked
        ? recognizeRaw(engine, checked, timeout)
        : await decodeAndRecognize(engine, checked.pngPath, checked.dpi, timeout);
    return { text: result.text, confidence: result.confidence / 100, words: result.words };
  }

  close(): void {
    for (const engine of engines.values()) engine.close();
    engines.clear();
  }

  private engineFor(languages: string): Engine {
    const key = `${this.tessdataDir ?? ''}\0${languages}`;
    let engine = engines.get(key);
    if (engine === undefined) {
      try {
        engine = new this.addon.Engine(languages, this.tessdataDir);
      } catch (err) {
        throw new OcrError('ocr_language_unavailable', (err as Error).message, { cause: err });
      }
      engines.set(key, engine);
    }
    return engine;
  }
}

function recognizeRaw(engine: Engine, image: RawImage, timeoutMs: number): NativeResult {
  const { pixels, width, height, bpp, stride, dpi } = image;
  try {
    return engine.recognize(pixels, width, height, bpp as 1 | 3 | 4, stride, dpi, timeoutMs);
  } catch (err) {
    const timedOut = (err as { code?: unknown }).code === 'ocr_timeout';
    throw new OcrError(timedOut ? 'ocr_timeout' : 'ocr_engine_failed', (err as Error).message, { cause: err });
  }
}

async function decodeAndRecognize(engine: Engine, path: string, dpi: number, timeoutMs: number): Promise<NativeResult> {
  // Lazy: only file input needs mupdf's decoder; the page worker passes pixmaps.
  const mupdf = await import('mupdf');
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw new OcrError('ocr_invalid_argument', `cannot read ${path}: ${(err as Error).message}`, { cause: err });
  }
  const image = new mupdf.Image(bytes);
  let pixmap = image.toPixmap();
  try {
    const cs = pixmap.getColorSpace();
    // Tesseract takes gray, RGB or RGBA; anything else (CMYK, gray+alpha, indexed) goes to gray.
    const usable = (cs?.isGray() && !pixmap.getAlpha()) || cs?.isRGB();
    if (!usable) {
      const gray = pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceGray, false);
      pixmap.destroy();
      pixmap = gray;
    }
    // getPixels() is a view into wasm memory: use it before any other mupdf call.
    const raw: RawImage = {
      pixels: pixmap.getPixels(),
      width: pixmap.getWidth(),
      height: pixmap.getHeight(),
      bpp: pixmap.getNumberOfComponents(),
      stride: pixmap.getStride(),
      dpi,
    };
    return recognizeRaw(engine, raw, timeoutMs);
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}
