// Argument checks shared by both engines. They run before anything reaches C++
// or a command line, and say exactly what is wrong. checkOrientation guards the
// other direction: what Tesseract answered, before callers rotate pages by it.
import { DEFAULT_DPI, OcrError, type FileImage, type Orientation, type RawImage } from './ocr-engine.js';

const LANGUAGES = /^[a-z_]{3,}(\+[a-z_]{3,})*$/;

function invalid(message: string): OcrError {
  return new OcrError('ocr_invalid_argument', message);
}

function positiveInt(value: unknown, name: string, max = 2 ** 31 - 1): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > max) {
    throw invalid(`${name} must be an integer in 1..${max}, got ${String(value)}`);
  }
  return value;
}

export function checkLanguages(languages: unknown): string {
  if (typeof languages !== 'string' || languages.length > 100 || !LANGUAGES.test(languages)) {
    throw invalid(`languages must look like 'eng' or 'ukr+eng', got ${JSON.stringify(languages)}`);
  }
  return languages;
}

export function checkTimeout(timeoutMs: unknown): number {
  return positiveInt(timeoutMs, 'timeoutMs');
}

function checkDpi(dpi: unknown): number {
  if (typeof dpi !== 'number' || !Number.isInteger(dpi) || dpi < 70 || dpi > 1200) {
    throw invalid(`dpi must be an integer in 70..1200, got ${String(dpi)}`);
  }
  return dpi;
}

export interface CheckedFile {
  pngPath: string;
  dpi: number;
}

const SHAPE = 'image must be {pixels, width, height, bpp, stride, dpi} or {pngPath, dpi?}';

export function checkImage(image: unknown): RawImage | CheckedFile {
  if (typeof image !== 'object' || image === null) throw invalid(SHAPE);
  if ('pixels' in image) return checkRawImage(image as RawImage);
  return checkFileImage(image as FileImage);
}

function checkRawImage(image: RawImage): RawImage {
  const { pixels } = image;
  if (!(pixels instanceof Uint8Array || pixels instanceof Uint8ClampedArray)) {
    throw invalid('pixels must be a Uint8Array or Uint8ClampedArray');
  }
  const width = positiveInt(image.width, 'width');
  const height = positiveInt(image.height, 'height');
  const bpp = image.bpp;
  if (bpp !== 1 && bpp !== 3 && bpp !== 4) throw invalid(`bpp must be 1, 3 or 4, got ${String(bpp)}`);
  const stride = positiveInt(image.stride, 'stride');
  if (stride < width * bpp) throw invalid(`stride ${stride} is less than width * bpp = ${width * bpp}`);
  if (pixels.length < stride * height) {
    throw invalid(`pixels hold ${pixels.length} bytes, stride * height needs ${stride * height}`);
  }
  return { pixels, width, height, bpp, stride, dpi: checkDpi(image.dpi) };
}

function checkFileImage(image: FileImage): CheckedFile {
  if (typeof image.pngPath !== 'string' || image.pngPath === '') throw invalid(SHAPE);
  return { pngPath: image.pngPath, dpi: checkDpi(image.dpi ?? DEFAULT_DPI) };
}

const QUADRANTS = [0, 90, 180, 270] as const;

/** degrees: clockwise turn to upright, as both engines report it; anything else is an engine fault. */
export function checkOrientation(degrees: unknown, confidence: unknown, script?: unknown, scriptConfidence?: unknown): Orientation {
  const quadrant = QUADRANTS.find((q) => q === degrees);
  if (quadrant === undefined || typeof confidence !== 'number' || !Number.isFinite(confidence)) {
    throw new OcrError('ocr_engine_failed', `Tesseract gave orientation ${String(degrees)} at confidence ${String(confidence)}`);
  }
  // The script is a hint for choosing models: anything odd is dropped, never an error.
  if (
    typeof script !== 'string' ||
    !/^[A-Za-z_]+$/.test(script) ||
    typeof scriptConfidence !== 'number' ||
    !Number.isFinite(scriptConfidence)
  ) {
    return { degrees: quadrant, confidence };
  }
  return { degrees: quadrant, confidence, script, scriptConfidence };
}
