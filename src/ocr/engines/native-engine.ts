// The in-process engine: one Tesseract per language set per thread, initialised
// once and reused for every page, plus one orientation detector per thread. All
// argument checks happen here, in TypeScript, before anything crosses into C++.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyOmpThreadLimit } from '../../config/omp-thread-limit.js';
// Types only (erased): TS maps this path to native/index.d.ts; the code is index.cjs.
import type * as Addon from '../../../native/index.js';
import type {
  Engine,
  GlyphSizes,
  NativeLayoutResult,
  OrientationDetector,
  PageMeasures,
  PreparationPlan,
  PreparedPixels,
} from '../../../native/index.js';
import { withPixels } from './file-pixels.js';
import { collectNativeLayout } from './native-lines.js';
import { checkImage, checkLanguages, checkOrientation, checkTimeout } from './ocr-args.js';
import {
  OcrError,
  type OcrEngine,
  type OcrImage,
  type OcrResult,
  type Orientation,
  type RawImage,
  type RecognizeOptions,
} from './ocr-engine.js';

/** What native/index.cjs exports, as native/index.d.ts (the one declaration of the addon's API) says. */
export type NativeAddon = typeof Addon;

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

/**
 * Loads the addon (throws when it was not built or libtesseract is missing). The thread limit goes
 * into the environment first: libgomp reads it as the addon loads, and never again.
 */
export function loadAddon(): NativeAddon {
  applyOmpThreadLimit();
  return createRequire(import.meta.url)(findLoader()) as NativeAddon;
}

// Module state is per thread: each Worker evaluates this module afresh, so each
// thread owns its engines and detectors and none is ever shared between threads.
const engines = new Map<string, Engine>();
const detectors = new Map<string, OrientationDetector>();

export class NativeEngine implements OcrEngine {
  readonly kind = 'native';

  constructor(
    private readonly addon: NativeAddon = loadAddon(),
    private readonly tessdataDir?: string,
  ) {}

  async recognize(image: OcrImage, languages: string, timeoutMs: number, options: RecognizeOptions = {}): Promise<OcrResult> {
    const langs = checkLanguages(languages);
    const timeout = checkTimeout(timeoutMs);
    const checked = checkImage(image);
    const engine = this.load(engines, langs, () => new this.addon.Engine(langs, this.tessdataDir));
    const result = await withPixels(checked, (raw) => recognizeRaw(engine, raw, timeout, options.singleBlock === true));
    try {
      return collectNativeLayout(result.layout);
    } catch (err) {
      throw new OcrError('ocr_engine_failed', (err as Error).message, { cause: err });
    }
  }

  async detectOrientation(image: OcrImage, timeoutMs: number): Promise<Orientation> {
    const timeout = checkTimeout(timeoutMs);
    const checked = checkImage(image);
    const detector = this.load(detectors, 'osd', () => new this.addon.OrientationDetector(this.tessdataDir));
    return withPixels(checked, (raw) => detectRaw(detector, raw, timeout));
  }

  /** Page preparation (page-preparation.ts decides): measurements, then the chosen steps on a copy. */
  measurePage(image: RawImage): PageMeasures {
    const { pixels, width, height, bpp, stride, dpi } = checkImage(image) as RawImage;
    return this.addon.measurePage(pixels, width, height, bpp as 1 | 3 | 4, stride, dpi);
  }

  /** The sizes of the page's ink clusters: page-scale.ts chooses the reading resolution from them. */
  measureGlyphs(image: RawImage): GlyphSizes {
    const { pixels, width, height, bpp, stride, dpi } = checkImage(image) as RawImage;
    return this.addon.measureGlyphs(pixels, width, height, bpp as 1 | 3 | 4, stride, dpi);
  }

  preparePage(image: RawImage, plan: PreparationPlan): PreparedPixels {
    const { pixels, width, height, bpp, stride, dpi } = checkImage(image) as RawImage;
    return this.addon.preparePage(pixels, width, height, bpp as 1 | 3 | 4, stride, dpi, plan);
  }

  close(): void {
    for (const engine of engines.values()) engine.close();
    engines.clear();
    for (const detector of detectors.values()) detector.close();
    detectors.clear();
  }

  /** The thread's instance for this tessdata directory and model, created on first use. */
  private load<T>(cache: Map<string, T>, model: string, create: () => T): T {
    const key = `${this.tessdataDir ?? ''}\0${model}`;
    let instance = cache.get(key);
    if (instance === undefined) {
      try {
        instance = create();
      } catch (err) {
        throw new OcrError('ocr_language_unavailable', (err as Error).message, { cause: err });
      }
      cache.set(key, instance);
    }
    return instance;
  }
}

function recognizeRaw(engine: Engine, image: RawImage, timeoutMs: number, singleBlock: boolean): NativeLayoutResult {
  const { pixels, width, height, bpp, stride, dpi } = image;
  try {
    return engine.recognize(pixels, width, height, bpp as 1 | 3 | 4, stride, dpi, timeoutMs, true, singleBlock);
  } catch (err) {
    const timedOut = (err as { code?: unknown }).code === 'ocr_timeout';
    throw new OcrError(timedOut ? 'ocr_timeout' : 'ocr_engine_failed', (err as Error).message, { cause: err });
  }
}

function detectRaw(detector: OrientationDetector, image: RawImage, timeoutMs: number): Orientation {
  const { pixels, width, height, bpp, stride, dpi } = image;
  const started = performance.now();
  let found;
  try {
    found = detector.detect(pixels, width, height, bpp as 1 | 3 | 4, stride, dpi);
  } catch (err) {
    throw new OcrError('ocr_engine_failed', (err as Error).message, { cause: err });
  }
  // OSD cannot be interrupted, so the limit applies afterwards: a late answer is
  // an ocr_timeout here as it is in the CLI engine, which kills its child then.
  const elapsed = Math.round(performance.now() - started);
  if (elapsed > timeoutMs) throw new OcrError('ocr_timeout', `orientation took ${elapsed} ms, limit ${timeoutMs} ms`);
  return checkOrientation(found.degrees, found.confidence, found.script, found.scriptConfidence);
}
