// Character error rate, the one measure of reading accuracy the benches and tests share.
//
// A character is a Unicode code point after NFC normalisation: a letter typed precomposed and the
// same letter written as base + combining mark (Cyrillic й as и + U+0306, Macedonian ќ as к +
// U+0301) count as one and the same character, and a letter outside the BMP counts once, not as
// its two UTF-16 units. Tesseract writes NFC; ground truth typed elsewhere may not be.

const normalize = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim();

const codePoints = (s: string): Uint32Array => Uint32Array.from(s, (c) => c.codePointAt(0)!);

/** Levenshtein distance / expected length in characters (see above), whitespace runs collapsed to one space. */
export function cer(actual: string, expected: string): number {
  const a = codePoints(normalize(actual));
  const e = codePoints(normalize(expected));
  let prev = new Uint32Array(e.length + 1).map((_, j) => j);
  let row = new Uint32Array(e.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= e.length; j++) {
      const cost = a[i - 1] === e[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, row] = [row, prev];
  }
  return prev[e.length]! / Math.max(1, e.length);
}
