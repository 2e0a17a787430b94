// Picks the engine for this thread: the native addon when it loads, else the
// `tesseract` CLI. Warns once per thread about the fallback or about an
// OMP_THREAD_LIMIT that did not take effect (a logger replaces console later).
import { ompThreadLimit } from '../../config/omp-thread-limit.js';
import { CliEngine } from './cli-engine.js';
import { NativeEngine, loadAddon, type NativeAddon } from './native-engine.js';
import type { OcrEngine } from './ocr-engine.js';

interface LoadEngineOptions {
  tessdataDir?: string;
  /** Set by the pool, which already chose (and logged) the engine once in the main thread. */
  kind?: 'native' | 'cli';
  /** For tests: replaces the addon loader. */
  loadAddon?: () => NativeAddon;
}

let cached: OcrEngine | undefined;

export function loadEngine(options: LoadEngineOptions = {}): OcrEngine {
  if (cached !== undefined) return cached;
  cached = createEngine(options);
  return cached;
}

/** Without the per-thread cache; loadEngine() is what workers call. */
export function createEngine(options: LoadEngineOptions = {}): OcrEngine {
  if (options.kind === 'cli') return new CliEngine({ tessdataDir: options.tessdataDir });
  let addon: NativeAddon;
  try {
    addon = (options.loadAddon ?? loadAddon)();
  } catch (err) {
    console.warn(
      `docrec: native Tesseract addon unavailable (${(err as Error).message.split('\n')[0]}); ` +
        'using the tesseract command line (slower per page)',
    );
    return new CliEngine({ tessdataDir: options.tessdataDir });
  }
  checkThreadLimit(addon);
  return new NativeEngine(addon, options.tessdataDir);
}

function checkThreadLimit(addon: NativeAddon): void {
  // libgomp fixed its limit when it loaded. In a Worker whose process.env is a
  // private copy, the loader's assignment never reached the real environment.
  const wanted = Number(ompThreadLimit());
  const actual = addon.ompThreadLimit();
  if (actual !== wanted) {
    console.warn(
      `docrec: Tesseract may use up to ${actual} threads per page (OMP_THREAD_LIMIT=${wanted} was set too late); ` +
        'set it in the main thread before starting workers, or start node with it',
    );
  }
}
