// Language of a recognized page, among the languages it was recognized with.
//
// Measured (correct / null / wrong) on Tesseract 'ukr+eng' output of four clean 300 DPI pages
// (two uk, two en), split into pages, lines and word runs, plus 14 short labels ("Сума",
// "Page 3 of 10"); for uk vs ru, clean Russian sentences (rus traineddata is not installed):
//   candidates uk,en      franc-min alone        script statistics      this function
//   4 pages / 13 lines    all correct            all correct            all correct
//   94 single words       6 / 88 / 0             63 / 31 / 0            63 / 31 / 0
//   46 two-word runs      31 / 15 / 0            45 / 0 / 1             45 / 1 / 0
//   30 three-word runs    30 / 0 / 0             30 / 0 / 0             30 / 0 / 0
//   14 short labels       8 / 6 / 0              14 / 0 / 0             14 / 0 / 0
//   candidates uk,ru,en
//   4 pages               4 / 0 / 0              4 / 0 / 0              4 / 0 / 0
//   10 lines              7 / 0 / 3              8 / 2 / 0              8 / 2 / 0
//   35 two-word runs      17 / 10 / 8            18 / 17 / 0            18 / 17 / 0
//   14 short labels       5 / 7 / 2              5 / 9 / 0              5 / 9 / 0
// franc refuses text under 10 characters and, between two Cyrillic languages, guesses wrong on
// single lines; letter statistics never answered wrongly, so they go first and franc only breaks
// ties on long text. Nulls are words under 4 letters and uk/ru text without і/ї/є/ґ or ы/э/ъ/ё.
// A model writes only its own alphabet: Russian read with `ukr` comes out with є and ьі for е and
// ы (accuracy set, ru-11pt: "Уважаємьй"), so when the letters point at the model the text was read
// with, they are no evidence on long text, and franc decides (it told that page and the same
// pages read the other way round right: bench/accuracy/set.ts, uk and ru pages).
import { franc } from 'franc-min';
import { tesseractCodeFor } from '../../domain/languages.js';
import { byFunctionWords } from './function-words.js';

/** Fewer letters than this and the page has no language we could tell (a number, a stamp). */
const MIN_LETTERS = 4;
/** franc's trigrams are consulted from this many letters on (below, they guess). */
const FRANC_MIN_LETTERS = 40;
/** Distinctive letters decide when at least this share of the letters are distinctive. */
const DISTINCTIVE_SHARE = 0.005;

// Scripts of the candidates that do not write Latin. Letters of other scripts are not counted.
const scriptOf: Record<string, string> = {
  uk: 'Cyrillic',
  ru: 'Cyrillic',
  be: 'Cyrillic',
  bg: 'Cyrillic',
  mk: 'Cyrillic',
  sr: 'Cyrillic',
  kk: 'Cyrillic',
  el: 'Greek',
  he: 'Hebrew',
  ar: 'Arabic',
  fa: 'Arabic',
  ur: 'Arabic',
  hi: 'Devanagari',
  bn: 'Bengali',
  th: 'Thai',
  ka: 'Georgian',
  hy: 'Armenian',
  ko: 'Hangul',
  zh: 'Han',
  ja: 'Han',
};
const scriptFor = (iso: string): string => scriptOf[iso] ?? 'Latin';

// Letters one language of a script has and its neighbours lack (lower case).
const distinctive: Record<string, RegExp> = {
  uk: /[іїєґ]/gu,
  ru: /[ыэъё]/gu,
  be: /[ўі]/gu,
  bg: /[ъ]/gu,
  sr: /[ђјљњћџ]/gu,
  mk: /[ѓќѕјљњџ]/gu,
  de: /[äöüß]/gu,
  fr: /[àâçèêëîïôûùœ]/gu,
  es: /[ñ¿¡áíóú]/gu,
  pl: /[ąćęłńśźż]/gu,
  cs: /[ěřůčšž]/gu,
};

// franc speaks ISO 639-3; where it differs from Tesseract's code, franc's wins.
const francCode: Record<string, string> = {
  zh: 'cmn',
  fa: 'pes',
  ms: 'zlm',
  uz: 'uzn',
  az: 'azj',
  no: 'nob',
  sq: 'als',
  et: 'ekk',
  lv: 'lvs',
  ar: 'arb',
};

function letterCounts(text: string, scripts: Set<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const script of scripts) {
    counts.set(script, text.match(new RegExp(`\\p{Script=${script}}`, 'gu'))?.length ?? 0);
  }
  return counts;
}

/** The script most of `text`'s letters are in, among the candidates' scripts, and how many letters it has. */
function dominantScript(text: string, candidatesIso: readonly string[]): { script: string | null; letters: number } {
  let script: string | null = null;
  let letters = 0;
  for (const [name, n] of letterCounts(text, new Set(candidatesIso.map(scriptFor)))) if (n > letters) [script, letters] = [name, n];
  return { script, letters };
}

/** The script most of `text`'s letters are in, among the candidates' scripts; null under MIN_LETTERS. */
export function scriptOfText(text: string, candidatesIso: readonly string[]): string | null {
  const { script, letters } = dominantScript(text, candidatesIso);
  return letters < MIN_LETTERS ? null : script;
}

/**
 * The ISO 639-1 code among `candidatesIso` that `text` is written in, or null when the text has
 * too few letters or no candidate fits. Script statistics first (Cyrillic vs Latin letters settle
 * uk vs en outright); among candidates sharing a script, letters only one of them has (іїєґ for
 * Ukrainian, ыэъё for Russian…), then franc for text of FRANC_MIN_LETTERS letters or more, unless
 * the text's common words plainly name another language (function-words.ts).
 */
export function detectLanguage(text: string, candidatesIso: string[], readWith: string | null = null): string | null {
  const candidates = [...new Set(candidatesIso)];
  const { script, letters } = dominantScript(text, candidates);
  if (script === null || letters < MIN_LETTERS) return null;
  const inScript = candidates.filter((iso) => scriptFor(iso) === script);
  if (inScript.length <= 1) return inScript[0] ?? null;

  // Letters only one candidate's alphabet has (ї, ы…) are stronger evidence than trigrams, which
  // mistake one-line Ukrainian for Russian. They must be frequent enough to be the text's own
  // (і alone is ~5% of Ukrainian letters). Cyrillic alphabets are closed (foreign names are
  // transliterated); Latin text borrows letters (Müller, café), so there they only decide short text.
  const lower = text.toLowerCase();
  const hits = inScript.map((iso) => lower.match(distinctive[iso] ?? /$^/gu)?.length ?? 0);
  const top = Math.max(...hits);
  const decisive = top >= Math.max(1, letters * DISTINCTIVE_SHARE) && hits.filter((h) => h === top).length === 1;
  const pointed = inScript[hits.indexOf(top)]!;
  const ownLetters = pointed === readWith && letters >= FRANC_MIN_LETTERS;
  if (decisive && !ownLetters && (script === 'Cyrillic' || letters < FRANC_MIN_LETTERS)) return pointed;
  if (letters < FRANC_MIN_LETTERS) return null;
  const codes = new Map(inScript.map((iso) => [francCode[iso] ?? tesseractCodeFor(iso) ?? iso, iso]));
  const trigrams = codes.get(franc(text, { only: [...codes.keys()], minLength: 1 }));
  return trigrams === undefined ? null : byFunctionWords(text, inScript, trigrams);
}
