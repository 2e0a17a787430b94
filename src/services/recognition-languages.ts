// Which Tesseract models a document is recognized with. A requested language gets its own model;
// without one, the installed script-appropriate set (Ukrainian + English here) reads both, and the
// worker tells the language from the text.
import { tesseractCodeFor } from '../domain/languages.js';

/** Preferred auto-detection set, most likely first; only installed ones are used. */
const AUTO_PREFERENCE = ['uk', 'en'];

export class RecognitionLanguages {
  /** Tesseract codes for documents without a language, e.g. 'ukr+eng'. */
  readonly autoSet: string;
  /** The language reported for a document with no recognizable text at all. */
  readonly fallbackIso: string;

  constructor(installedIso: readonly string[]) {
    let auto = AUTO_PREFERENCE.filter((iso) => installedIso.includes(iso));
    // Without uk/en installed, read with what there is (a few models: each one costs time per page).
    if (auto.length === 0) auto = installedIso.slice(0, 3);
    if (auto.length === 0) auto = ['en'];
    this.autoSet = auto.map((iso) => tesseractCodeFor(iso)!).join('+');
    this.fallbackIso = auto[0]!;
  }

  tesseractFor(requestedIso: string | null): string {
    return (requestedIso && tesseractCodeFor(requestedIso)) || this.autoSet;
  }
}
