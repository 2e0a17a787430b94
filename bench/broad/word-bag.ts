// A word-order-free measure beside the CER: on tables, forms and columns a reader may return the
// right words in another (equally fair) order, which CER counts as errors. Words are compared as
// multisets after NFC, case kept, punctuation at a word's ends dropped.

const words = (s: string): string[] =>
  s
    .normalize('NFC')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);

interface WordBag {
  /** (missing + extra words) / expected words; 0 when both are empty. */
  error: number;
  missing: string[];
  extra: string[];
}

export function wordBagError(actual: string, expected: string): WordBag {
  const left = new Map<string, number>();
  const want = words(expected);
  for (const w of want) left.set(w, (left.get(w) ?? 0) + 1);
  const extra: string[] = [];
  for (const w of words(actual)) {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    else extra.push(w);
  }
  const missing = [...left].flatMap(([w, n]) => Array<string>(n).fill(w));
  const error = want.length === 0 ? (extra.length > 0 ? 1 : 0) : (missing.length + extra.length) / want.length;
  return { error, missing, extra };
}
