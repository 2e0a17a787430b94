// A line that is a figure: a price, an amount, a page number, a date. Read from OCR, so the test is
// loose: half or more of its characters are digits ("~ 6.41" and ". 4.06" are a receipt's prices
// with specks of the paper read as marks) and it holds at most one word of letters ("EUR 12.50").
const LETTER_WORD = /\p{L}{2,}/gu;

export function isFigure(text: string): boolean {
  const chars = text.replace(/\s+/g, '');
  if (chars.length === 0) return false;
  const digits = chars.match(/\p{N}/gu)?.length ?? 0;
  return 2 * digits >= chars.length && (text.match(LETTER_WORD)?.length ?? 0) <= 1;
}
