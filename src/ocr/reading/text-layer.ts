// When a PDF page's embedded text is trusted instead of recognizing its pixels.
//
// The rule: at least MIN_REAL_CHARS real characters (not whitespace, not U+FFFD, not private-use
// or control code points) and at most MAX_BAD_SHARE of the visible characters unreadable.
// - 20 characters is about three words. Below that the "text" is typically a page number, a
//   Bates stamp or a scanner's footer over a scanned page whose real content is in the image.
// - U+FFFD and private-use code points are what mupdf yields for glyphs of fonts without a usable
//   ToUnicode map: the text exists but cannot be read, so OCR does better.
// - A page mostly covered by images (a scan) with only a little text (a stamp, a header added by
//   a PDF tool) is still a scan: under SCAN_TEXT_CHARS real characters, the pixels win. A scan
//   that was OCRed before carries an invisible text layer of a whole page and is taken as is.

const MIN_REAL_CHARS = 20;
const MAX_BAD_SHARE = 0.1;
/** Share of the page area covered by images above which the page counts as a scan. */
const SCAN_COVERAGE = 0.5;
const SCAN_TEXT_CHARS = 200;

interface CharCounts {
  /** Letters, digits, punctuation and symbols a reader would see. */
  real: number;
  /** U+FFFD, private-use and control characters (other than whitespace). */
  bad: number;
}

const BAD = /[\uFFFD\p{Co}\p{Cc}]/u;
const SPACE = /\s/u;

export function countChars(text: string): CharCounts {
  const counts: CharCounts = { real: 0, bad: 0 };
  for (const ch of text) {
    if (SPACE.test(ch)) continue;
    if (BAD.test(ch)) counts.bad++;
    else counts.real++;
  }
  return counts;
}

/** imageCoverage: share (0..1) of the page area under images. */
export function hasRealText(text: string, imageCoverage = 0): boolean {
  const { real, bad } = countChars(text);
  if (real < MIN_REAL_CHARS) return false;
  if (bad > MAX_BAD_SHARE * (real + bad)) return false;
  if (imageCoverage >= SCAN_COVERAGE && real < SCAN_TEXT_CHARS) return false;
  return true;
}
