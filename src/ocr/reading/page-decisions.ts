// Every per-page decision of the pixel path, in the order the worker takes them (read-pixels.ts
// runs them): is there anything to read (blank), which model(s) read it (language), is it turned
// (orientation). Thresholds live here with what they were measured on. Page preparation (deskew
// and friends) slots in between `blank` and the first reading.
import { inspectBlank } from './blank-page.js';
import { pageBands, type PageBands } from './page-bands.js';
import { textRows } from './text-columns.js';
import type { OcrResult, Orientation, RawImage } from '../engines/ocr-engine.js';

// Tesseract's LSTM rescales every text line to a fixed height, so a 600-DPI scan read at 600
// spends 4× the pixels on layout analysis and thresholding for nothing: measured here on a
// 10-pt page, `tesseract` on the 600-DPI pixels 4.0-4.1 s CPU, on the same page at 300 DPI
// 3.2-3.4 s (0.80×), identical text. Read such scans at 300 (the resolution raw `tesseract` is
// measured at), never upscale. Only for pages big enough to be real page scans: a small image
// stating a high DPI is likely lying. Choosing below 300 from measured text size is not done yet.
const READ_DPI = 300;
const MIN_SCAN_PIXELS_AT_300 = 1500 * 1500;

/** The resolution to read a page at, given the one its pixels come at and their size there. */
export function readingDpi(sourceDpi: number, width: number, height: number): number {
  const at300 = width * height * (READ_DPI / sourceDpi) ** 2;
  return sourceDpi > READ_DPI && at300 >= MIN_SCAN_PIXELS_AT_300 ? READ_DPI : sourceDpi;
}

export interface PixelSurvey extends PageBands {
  /** Nothing on the page to read: no cluster of ink the size of a letter (blank-page.ts). */
  blank: boolean;
  /**
   * Too little ink for a look at fewer pixels than the page has to tell blank: sampling down
   * spreads a speck of dust over more pixels and fades a faint 8-pt letter.
   */
  doubtful: boolean;
  /** How much of the page's text is set in cells (text-columns.ts): 0..1. */
  cellRows: number;
  /** How much of the page's text shares its row with other text across a gap (text-columns.ts): 0..1. */
  splitRows: number;
}

/**
 * A page whose text rows are cut by a column's gap (text-columns.ts, COLUMN_GAP_INCHES) on fewer
 * than this share of them is one column: Tesseract reads it as one block (PSM 6), without its
 * search for columns and regions, 11-13% less CPU per page. Measured at 150 DPI on the broad set
 * (bench/broad/): small print, prose and contracts 0.03-0.12, letters 0.07-0.19 (their address
 * and date rows), 16-pt prose 0.42, tables, forms and invoices 0.26 and up, pages in columns
 * 0.77-1.0. Every page of the set read the same text as one block up to 0.12; from 0.145 some
 * did not (held-out manuals and terms, a fresh notice: a side note or a header's two halves
 * joined the text's lines, CER +0.001 to +0.02). The tuning part alone showed no change below
 * 0.26: the threshold was set below the held-out part's first change, so that part is no
 * unseen test of it.
 */
const ONE_COLUMN_SPLIT = 0.1;

/** One column of text (ONE_COLUMN_SPLIT); `graphics`: figures or boxes on the page (page-scale.ts). */
export const oneColumn = (survey: PixelSurvey, graphics: boolean): boolean => !graphics && survey.splitRows < ONE_COLUMN_SPLIT;

// A look at 150 DPI: dust that stays under the bar at 300 DPI (37 of 48 ink pixels) reached 13 of
// 12; the emptiest page with text (a page number and a header line) reached 220.
const DOUBTFUL_INK = 4;

export function surveyPixels(image: RawImage): PixelSurvey {
  const verdict = inspectBlank(image);
  const rows = textRows(verdict.tiles);
  return {
    blank: verdict.blank,
    doubtful: verdict.maxWindowInk < DOUBTFUL_INK * verdict.needed,
    cellRows: rows.cells,
    splitRows: rows.split,
    ...pageBands(image, verdict),
  };
}

// Below these the first reading may be of a sideways or upside-down page: ask OSD. Measured on
// the fixture pages: upright 0.96; upside down or turned 270° 0.35-0.52 (30 words of garbage).
const SUSPECT_CONFIDENCE = 0.6;
const SUSPECT_WORDS = 5;
/** Tesseract's own rule of thumb: orientation confidence above 2 is reliable. */
const MIN_OSD_CONFIDENCE = 2;

export function looksTurned(result: OcrResult): boolean {
  return result.words < SUSPECT_WORDS || result.confidence < SUSPECT_CONFIDENCE;
}

/** The turn OSD asks for, when it is sure enough and not upright; null otherwise. */
export function turnFrom(found: Orientation | null): Orientation['degrees'] | null {
  return found && found.degrees !== 0 && found.confidence > MIN_OSD_CONFIDENCE ? found.degrees : null;
}

/** OSD's script when it is sure of it (its confidence is unbounded; ~1 is a guess). */
export function scriptFrom(found: Orientation | null): string | null {
  return found?.script && (found.scriptConfidence ?? 0) >= 1 ? found.script : null;
}

// A page read with the wrong model: measured on 300 DPI pages (uk, en, de, one uk letter quoting
// an English line), words under 0.8 confidence: right model 0-6%; wrong script 60-88%; the mixed
// page read with ukr alone 16% (its English line came out as Cyrillic look-alikes). A full-page
// Ukrainian letter quoting four English lines has only 8% of such words, but each quoted line
// has 54-67% (Ukrainian lines 0-1 word): two such lines also ask for a second model.
const DOUBTFUL_WORD = 0.8;
const DOUBTFUL_SHARE = 0.12;
const BAD_CONFIDENCE = 0.8;
const DOUBTFUL_LINE_SHARE = 0.5;
const DOUBTFUL_LINE_WORDS = 5;
const DOUBTFUL_LINES = 2;

/**
 * Only words of letters are evidence of a wrong model: a price or a date reads doubtfully in any
 * script (an invoice's figures, a timetable's times), and a second model reads them no better.
 */
const OF_LETTERS = /\p{L}.*\p{L}/su;

/** Worth more evidence (OSD's script) or a second model. */
export function readsBadly(result: OcrResult): boolean {
  let doubtful = 0;
  let words = 0;
  let confidence = 0;
  let badLines = 0;
  for (const line of result.lines) {
    const own = line.words.filter((word) => OF_LETTERS.test(word.text));
    const inLine = own.filter((word) => word.confidence < DOUBTFUL_WORD).length;
    if (own.length >= DOUBTFUL_LINE_WORDS && inLine >= own.length * DOUBTFUL_LINE_SHARE) badLines++;
    doubtful += inLine;
    words += own.length;
    for (const word of own) confidence += word.confidence;
  }
  if (words === 0) return false; // nothing another model would read either
  return confidence / words < BAD_CONFIDENCE || doubtful >= Math.max(2, words * DOUBTFUL_SHARE) || badLines >= DOUBTFUL_LINES;
}

/** A second reading with more models replaces the first only when clearly better (2%). */
export function clearlyBetter(second: OcrResult, first: OcrResult): boolean {
  return score(second) > score(first) * 1.02;
}

/** Sum of word confidences: many confident words beat a few or many doubtful ones. */
export function score(result: OcrResult): number {
  return result.confidence * result.words;
}
