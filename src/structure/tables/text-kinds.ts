// What a cell's text looks like: a number (the strongest sign of a table column), a list marker
// (a bullet list is not a table), a label ending in ':' (a form is not a table), or prose.

// Amounts, percentages, dates and years as tables print them: "4,210", "(1.5)", "-12%", "$ 3.2m",
// "2025", "12/03/2026", "—" (an empty amount). Letters allowed only as a short unit suffix.
const NUMBER = /^[([]?[-+−–]?[$€£¥₴₽]?\s?[-+−–]?\d[\d.,'’ /:-]*\s?(%|‰|[kKmMbB]n?|x|pp|bps)?[)\]]?\*?$/u;
const DASH = /^[-–—−]{1,3}$/u;

export function isNumeric(text: string): boolean {
  const t = text.trim();
  if (t === '') return false;
  if (DASH.test(t) || t.toLowerCase() === 'n/a' || t.toLowerCase() === 'nil') return true;
  return NUMBER.test(t);
}

// "•", "-", "*", "1.", "1)", "(a)", "a.", "iv)", "Step"-less markers only.
const MARKER = /^([•◦▪▫‣⁃∙·●○■□►▶✓✔➢➤*-]|\(?(\d{1,3}|[a-zA-Z]|[ivxlcIVXLC]{1,6})[.)])$/u;

export function isListMarker(text: string): boolean {
  return MARKER.test(text.trim());
}

export function endsWithColon(text: string): boolean {
  return /[:：]$/u.test(text.trim());
}

/** Words of a cell text, counting only tokens with a letter or digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** Starts with a lowercase letter: a wrapped continuation rather than a new row's label. */
export function startsLowercase(text: string): boolean {
  return /^\p{Ll}/u.test(text.trim());
}
