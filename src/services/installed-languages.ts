// Finds which Tesseract languages are installed by listing *.traineddata, once at start-up,
// so `language` can be validated per request without spawning tesseract.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { supportedIsoCodes } from '../domain/languages.js';

/** Where distributions put tessdata, most recent Tesseract first. */
export const TESSDATA_DIRS = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata', '/usr/share/tessdata'];

export interface InstalledLanguages {
  /** Directory holding the traineddata files, or undefined when none was found. */
  tessdataDir: string | undefined;
  /** ISO 639-1 codes, sorted. */
  isoCodes: string[];
}

export function findInstalledLanguages(tessdataPrefix?: string): InstalledLanguages {
  const dirs = tessdataPrefix ? [tessdataPrefix, join(tessdataPrefix, 'tessdata')] : TESSDATA_DIRS;
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    const models = names.filter((n) => n.endsWith('.traineddata')).map((n) => n.slice(0, -'.traineddata'.length));
    if (models.length > 0) return { tessdataDir: dir, isoCodes: supportedIsoCodes(models) };
  }
  return { tessdataDir: undefined, isoCodes: [] };
}
