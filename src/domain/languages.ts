// ISO 639-1 codes (what the API speaks) to Tesseract's traineddata names (ISO 639-2/T mostly).
// Only codes whose traineddata is installed are offered; see services/installed-languages.ts.
const isoToTesseract: Record<string, string> = {
  af: 'afr', ar: 'ara', az: 'aze', be: 'bel', bg: 'bul', bn: 'ben', bs: 'bos', ca: 'cat', cs: 'ces',
  cy: 'cym', da: 'dan', de: 'deu', el: 'ell', en: 'eng', eo: 'epo', es: 'spa', et: 'est', eu: 'eus',
  fa: 'fas', fi: 'fin', fr: 'fra', ga: 'gle', gl: 'glg', he: 'heb', hi: 'hin', hr: 'hrv', hu: 'hun',
  hy: 'hye', id: 'ind', is: 'isl', it: 'ita', ja: 'jpn', ka: 'kat', kk: 'kaz', ko: 'kor', lt: 'lit',
  lv: 'lav', mk: 'mkd', ms: 'msa', mt: 'mlt', nl: 'nld', no: 'nor', pl: 'pol', pt: 'por', ro: 'ron',
  ru: 'rus', sk: 'slk', sl: 'slv', sq: 'sqi', sr: 'srp', sv: 'swe', th: 'tha', tr: 'tur', uk: 'ukr',
  ur: 'urd', uz: 'uzb', vi: 'vie', zh: 'chi_sim',
};

const tesseractToIso = new Map(Object.entries(isoToTesseract).map(([iso, tess]) => [tess, iso]));

export function tesseractCodeFor(iso: string): string | undefined {
  return isoToTesseract[iso];
}

export function isoCodeFor(tesseract: string): string | undefined {
  return tesseractToIso.get(tesseract);
}

/** ISO codes usable given the installed traineddata names (osd, equ and unknown ones drop out). */
export function supportedIsoCodes(installedTesseract: Iterable<string>): string[] {
  const codes: string[] = [];
  for (const name of installedTesseract) {
    const iso = isoCodeFor(name);
    if (iso) codes.push(iso);
  }
  return codes.sort();
}
