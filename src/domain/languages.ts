// The languages docrec knows how to offer: ISO 639-1 code (what the API speaks), Tesseract's
// traineddata name (ISO 639-2/T mostly, what OCR_LANGUAGES lists), English name and script (as
// Tesseract's OSD names scripts, so a page's detected script picks its candidates directly).
// Which of them a server offers is OCR_LANGUAGES ∩ installed; see services/installed-languages.ts.
interface LanguageInfo {
  code: string;
  tesseract: string;
  name: string;
  script: string;
}

const rows: Array<[string, string, string, string?]> = [
  ['af', 'afr', 'Afrikaans'],
  ['ar', 'ara', 'Arabic', 'Arabic'],
  ['az', 'aze', 'Azerbaijani'],
  ['be', 'bel', 'Belarusian', 'Cyrillic'],
  ['bg', 'bul', 'Bulgarian', 'Cyrillic'],
  ['bn', 'ben', 'Bengali', 'Bengali'],
  ['bs', 'bos', 'Bosnian'],
  ['ca', 'cat', 'Catalan'],
  ['cs', 'ces', 'Czech'],
  ['cy', 'cym', 'Welsh'],
  ['da', 'dan', 'Danish'],
  ['de', 'deu', 'German'],
  ['el', 'ell', 'Greek', 'Greek'],
  ['en', 'eng', 'English'],
  ['eo', 'epo', 'Esperanto'],
  ['es', 'spa', 'Spanish'],
  ['et', 'est', 'Estonian'],
  ['eu', 'eus', 'Basque'],
  ['fa', 'fas', 'Persian', 'Arabic'],
  ['fi', 'fin', 'Finnish'],
  ['fr', 'fra', 'French'],
  ['ga', 'gle', 'Irish'],
  ['gl', 'glg', 'Galician'],
  ['he', 'heb', 'Hebrew', 'Hebrew'],
  ['hi', 'hin', 'Hindi', 'Devanagari'],
  ['hr', 'hrv', 'Croatian'],
  ['hu', 'hun', 'Hungarian'],
  ['hy', 'hye', 'Armenian', 'Armenian'],
  ['id', 'ind', 'Indonesian'],
  ['is', 'isl', 'Icelandic'],
  ['it', 'ita', 'Italian'],
  ['ja', 'jpn', 'Japanese', 'Han'],
  ['ka', 'kat', 'Georgian', 'Georgian'],
  ['kk', 'kaz', 'Kazakh', 'Cyrillic'],
  ['ko', 'kor', 'Korean', 'Hangul'],
  ['lt', 'lit', 'Lithuanian'],
  ['lv', 'lav', 'Latvian'],
  ['mk', 'mkd', 'Macedonian', 'Cyrillic'],
  ['ms', 'msa', 'Malay'],
  ['mt', 'mlt', 'Maltese'],
  ['nl', 'nld', 'Dutch'],
  ['no', 'nor', 'Norwegian'],
  ['pl', 'pol', 'Polish'],
  ['pt', 'por', 'Portuguese'],
  ['ro', 'ron', 'Romanian'],
  ['ru', 'rus', 'Russian', 'Cyrillic'],
  ['sk', 'slk', 'Slovak'],
  ['sl', 'slv', 'Slovenian'],
  ['sq', 'sqi', 'Albanian'],
  ['sr', 'srp', 'Serbian', 'Cyrillic'],
  ['sv', 'swe', 'Swedish'],
  ['th', 'tha', 'Thai', 'Thai'],
  ['tr', 'tur', 'Turkish'],
  ['uk', 'ukr', 'Ukrainian', 'Cyrillic'],
  ['ur', 'urd', 'Urdu', 'Arabic'],
  ['uz', 'uzb', 'Uzbek'],
  ['vi', 'vie', 'Vietnamese'],
  ['zh', 'chi_sim', 'Chinese (Simplified)', 'Han'],
];

const byIso = new Map<string, LanguageInfo>(
  rows.map(([code, tesseract, name, script]) => [code, { code, tesseract, name, script: script ?? 'Latin' }]),
);
const byTesseract = new Map([...byIso.values()].map((info) => [info.tesseract, info]));

export function languageInfo(iso: string): LanguageInfo | undefined {
  return byIso.get(iso);
}

export function tesseractCodeFor(iso: string): string | undefined {
  return byIso.get(iso)?.tesseract;
}

export function isoCodeFor(tesseract: string): string | undefined {
  return byTesseract.get(tesseract)?.code;
}

/** The script a language is written in, as Tesseract's OSD names it ('Latin' for unknown codes). */
export function scriptOf(iso: string): string {
  return byIso.get(iso)?.script ?? 'Latin';
}
