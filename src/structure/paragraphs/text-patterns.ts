// What a paragraph's text says about its role: list markers, captions, page numbers, footnote
// marks. Kept apart from geometry so each pattern can be tested and tuned on its own.

export interface MarkerSplit {
  /** The marker as printed ("•", "1.", "a)", "(iv)"). */
  marker: string;
  /** The text after the marker. */
  rest: string;
}

// Glyph bullets are unambiguous, so they may touch the text; dashes and asterisks must be
// followed by a space, or "-5 °C" and "*important*" would turn into list items.
const GLYPH_BULLET = /^([•◦▪‣●○■□▫►▸➢➤✓✔❖·\uf0b7\uf0a7\uf076\uf0d8\uf0fc])\s*(\S.*)$/su;
const DASH_BULLET = /^([-–—*])\s+(\S.*)$/su;
// Numbers and letters need a space after them: "e.g." and "i.e." stay words. "1.2 Scope" (no
// trailing dot) is a section number, not a list marker. Capital letters only with ")", since
// "A. Smith" is an initial far more often than a list.
const NUMBERED = new RegExp(
  '^(' +
    '\\d{1,3}(?:\\.\\d{1,3})*[.)]' +
    '|\\(\\d{1,3}\\)' +
    '|\\((?:[a-z]|[ivxlc]{1,6})\\)' +
    '|[a-z][.)]' +
    '|[ivxlc]{1,6}[.)]' +
    '|[IVXLC]{1,6}\\.' +
    '|[A-Z]\\)' +
    '|[а-яієїґ][.)]' +
    ')\\s+(\\S.*)$',
  'su',
);

export function parseMarker(text: string): MarkerSplit | null {
  const t = text.trim();
  if (isPageNumber(t)) return null; // "- 3 -" is a page number, not a dashed item
  const m = GLYPH_BULLET.exec(t) ?? DASH_BULLET.exec(t) ?? NUMBERED.exec(t);
  return m ? { marker: m[1]!, rest: m[2]! } : null;
}

/** True for glyph and dash bullets (not numbers): a bullet is never a numbered heading. */
export function isBullet(marker: string): boolean {
  return !/[\p{L}\p{N}]/u.test(marker);
}

const CAPTION =
  /^(?:figure|fig\.?|table|chart|exhibit|plate|scheme|рисунок|рис\.?|малюнок|мал\.?|таблиця|табл\.?|таблица|діаграма|схема)(?:\s*\d+(?:[.\-–]\d+)*[a-z]?|\s+(?:[ivxlc]{1,6}|[a-z])\b)\s*(.?)/iu;

/**
 * 'strong': "Figure 3: …", "Table 2. …", "Fig. 4 The …": a caption wherever it stands.
 * 'weak': "Table 3 shows …": a caption only next to a table or figure (it reads like a sentence).
 */
export function captionStrength(text: string): 'strong' | 'weak' | null {
  const m = CAPTION.exec(text.trim());
  if (!m) return null;
  const next = m[1] ?? '';
  if (next === '' || /[.:—–\-|)]/u.test(next) || /\p{Lu}/u.test(next)) return 'strong';
  return 'weak';
}

const PAGE_NUMBER =
  /^(?:(?:page|pg\.?|p\.|стор\.?|сторінка|страница|стр\.?|с\.)\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlc]{1,7})\s*[-–—]?\s*(?:(?:of|from|з|із|из|\/)\s*\d{1,4})?$/iu;

/** "3", "Page 3", "3 of 10", "- 3 -", "iv", "Сторінка 3 з 10". */
export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

/** Footnotes start with their mark: a number, an asterisk, a dagger or a superscript digit. */
export function hasFootnoteMark(text: string): boolean {
  return /^(?:\d{1,3}(?!\d)|[*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰]+)/u.test(text.trim());
}

/** Text that reads as a finished sentence: headings don't end this way. */
export function endsLikeSentence(text: string): boolean {
  return /[.;,!?…]["'”»)]?$/u.test(text.trim());
}

// "Invoice date: 21 November 2026", "Покупець: ТОВ «Дніпро Транс»": a short capitalised label of a
// few words, a colon, then the value on the same line. Times ("at 10:30") have no space after
// the colon, and a sentence has more words before its colon than a label does.
const LABEL_VALUE = /^[\p{Lu}\p{N}][^:.!?]{0,38}?(?<!\s):\s+\S/u;

/** A "Label: value" line (a field of an invoice, a memo's "To:" line). */
export function isLabelValue(text: string): boolean {
  const t = text.trim();
  const m = LABEL_VALUE.exec(t);
  return m !== null && t.slice(0, t.indexOf(':')).split(/\s+/u).length <= 5;
}
