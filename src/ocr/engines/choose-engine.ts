// OCR_ENGINE=auto (the default) means the native addon when it loads, else the `tesseract` CLI.
// Decided once in the main thread so the fallback is logged once, not once per worker thread.
import type { Logger } from 'pino';
import type { OcrEngineChoice } from '../../config/config.js';
import { loadAddon } from './native-engine.js';

class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

export function chooseEngine(choice: OcrEngineChoice, logger: Logger): 'native' | 'cli' {
  if (choice === 'cli') return 'cli';
  try {
    const library = loadAddon().tesseractLibrary();
    if (!library?.includes('/native/tesseract/lib/')) {
      logger.warn(
        { library },
        "the native addon links the distribution's libtesseract (about 25% more CPU per page): run bash .ci/setup.sh to build docrec's",
      );
    }
    return 'native';
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0];
    if (choice === 'native') throw new EngineUnavailableError(`OCR_ENGINE=native but the addon does not load: ${reason}`);
    logger.warn(
      { reason },
      "native Tesseract addon unavailable: using the tesseract command line (a process per page, on the distribution's libtesseract: slower)",
    );
    return 'cli';
  }
}
