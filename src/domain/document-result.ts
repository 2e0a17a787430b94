// How page results add up to a document's (or a partial block's) result, per API.md: text joined
// with form feeds, confidence weighted by characters, the language most of the text is in.

export interface PageOutcome {
  page: number;
  text: string;
  confidence: number;
  language: string | null;
}

interface CombinedResult {
  text: string;
  confidence: number;
  language: string | null;
}

/** Characters that carry recognition (whitespace is layout, not evidence). */
function weight(text: string): number {
  return text.replace(/\s+/gu, '').length;
}

/** `pages` in page order. A page with no text weighs nothing, so a blank or failed page does not drag the mean to 0. */
export function combinePages(pages: readonly PageOutcome[]): CombinedResult {
  let chars = 0;
  let weighted = 0;
  const byLanguage = new Map<string, number>();
  for (const p of pages) {
    const w = weight(p.text);
    chars += w;
    weighted += w * p.confidence;
    if (p.language !== null && w > 0) byLanguage.set(p.language, (byLanguage.get(p.language) ?? 0) + w);
  }
  let language: string | null = null;
  let best = 0;
  for (const [code, w] of byLanguage) {
    if (w > best) [language, best] = [code, w];
  }
  const confidence = chars === 0 ? 0 : Math.round((weighted / chars) * 10_000) / 10_000;
  return { text: pages.map((p) => p.text).join('\f'), confidence, language };
}

/** Page blocks for document.partial: [first, last] 1-based, the last block possibly shorter. */
export function partialBlock(index: number, size: number, pagesTotal: number): { first: number; last: number } {
  const first = index * size + 1;
  return { first, last: Math.min(pagesTotal, first + size - 1) };
}
