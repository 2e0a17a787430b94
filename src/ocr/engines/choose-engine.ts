// OCR_ENGINE=auto (the default) means the native addon when it loads, else the `tesseract` CLI.
// Decided once in the main thread so the fallback is logged once, not once per worker thread.
// OCR_SIMD is applied here too: libtesseract's matrix kernel is one choice for the whole process,
// made before any worker thread loads a model.
import type { Logger } from 'pino';
import { ConfigError, type OcrEngineChoice, type SimdKernelChoice } from '../../config/config.js';
import { loadAddon, type NativeAddon } from './native-engine.js';

class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

export function chooseEngine(choice: OcrEngineChoice, logger: Logger, simd?: SimdKernelChoice): 'native' | 'cli' {
  if (choice === 'cli') {
    if (simd) throw new ConfigError(`OCR_SIMD=${simd} needs the native engine, but OCR_ENGINE=cli`);
    return 'cli';
  }
  let addon: NativeAddon;
  try {
    addon = loadAddon();
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0];
    if (choice === 'native') throw new EngineUnavailableError(`OCR_ENGINE=native but the addon does not load: ${reason}`);
    if (simd) throw new ConfigError(`OCR_SIMD=${simd} needs the native addon, which does not load: ${reason}`);
    logger.warn(
      { reason },
      "native Tesseract addon unavailable: using the tesseract command line (a process per page, on the distribution's libtesseract: slower)",
    );
    return 'cli';
  }
  const library = addon.tesseractLibrary();
  if (!library?.includes('/native/tesseract/lib/')) {
    logger.warn(
      { library },
      "the native addon links the distribution's libtesseract (about 25% more CPU per page): run bash .ci/setup.sh to build docrec's",
    );
  }
  applySimd(addon, simd, logger);
  return 'native';
}

/** Forces OCR_SIMD's kernel (refusing one this host cannot run) and logs the kernel in use. */
function applySimd(addon: NativeAddon, simd: SimdKernelChoice | undefined, logger: Logger): void {
  const before = addon.simdKernels();
  if (simd) {
    if (!before) throw new ConfigError(`OCR_SIMD=${simd} needs docrec's libtesseract (bash .ci/setup.sh builds it)`);
    if (!before.supported.includes(simd)) {
      throw new ConfigError(`OCR_SIMD=${simd}: this CPU or OS cannot run it (it can run: ${before.supported.join(', ') || 'none'})`);
    }
    addon.selectSimdKernel(simd);
  }
  const kernels = addon.simdKernels();
  if (kernels) logger.info({ simd: kernels.active, supported: kernels.supported, forced: simd !== undefined }, 'tesseract matrix kernel');
}
