// Which Tesseract models a document is recognized with. A requested language gets its own model;
// without one, the worker chooses per page among every language OCR_LANGUAGES installs (one
// model per page: see ocr/reading/page-decisions.ts) and tells the language from the text.
import { tesseractCodeFor } from '../../domain/languages.js';

export class RecognitionLanguages {
  /** Tesseract codes of every candidate for documents without a language, e.g. 'eng+ukr+deu'. */
  readonly autoSet: string;
  /** The language reported for a document with no recognizable text at all. */
  readonly fallbackIso: string;

  /** `installedIso`: OCR_LANGUAGES that are installed, in its order (the first is the first guess). */
  constructor(installedIso: readonly string[]) {
    const auto = installedIso.length > 0 ? [...installedIso] : ['en'];
    this.autoSet = auto.map((iso) => tesseractCodeFor(iso) ?? 'eng').join('+');
    this.fallbackIso = auto[0]!;
  }

  tesseractFor(requestedIso: string | null): string {
    return (requestedIso && tesseractCodeFor(requestedIso)) || this.autoSet;
  }
}
