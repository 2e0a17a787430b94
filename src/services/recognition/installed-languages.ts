// Which languages this server reads: the packs OCR_LANGUAGES names that are installed (found by
// listing *.traineddata once at start-up), so `language` is validated per request without
// spawning tesseract, and GET /v1/languages lists exactly what auto-detection chooses among.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TESSDATA_DIRS } from '../../config/tessdata-dirs.js';
import { isoCodeFor } from '../../domain/languages.js';

export interface InstalledLanguages {
  /** Directory holding the traineddata files, or undefined when none was found. */
  tessdataDir: string | undefined;
  /** ISO 639-1 codes, in OCR_LANGUAGES order (its first language is the default guess). */
  isoCodes: string[];
  /** Packs OCR_LANGUAGES names that are not installed (logged at start; setup installs them). */
  missing: string[];
}

/** `wanted`: Tesseract codes (OCR_LANGUAGES); undefined offers every installed pack docrec knows. */
export function findInstalledLanguages(tessdataPrefix?: string, wanted?: readonly string[]): InstalledLanguages {
  const dirs = tessdataPrefix ? [tessdataPrefix, join(tessdataPrefix, 'tessdata')] : TESSDATA_DIRS;
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    const models = names.filter((n) => n.endsWith('.traineddata')).map((n) => n.slice(0, -'.traineddata'.length));
    if (models.length === 0) continue;
    const chosen = wanted ?? models.sort();
    const present = chosen.filter((code) => models.includes(code) && isoCodeFor(code) !== undefined);
    return {
      tessdataDir: dir,
      isoCodes: present.map((code) => isoCodeFor(code)!),
      missing: chosen.filter((code) => !models.includes(code)),
    };
  }
  return { tessdataDir: undefined, isoCodes: [], missing: [...(wanted ?? [])] };
}
