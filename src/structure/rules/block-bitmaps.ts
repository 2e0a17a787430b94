// The one pass over the page's pixels. The image is cut into blocks 4 pixels wide (one 32-bit
// word) and 2 rows tall; two bitmaps come out, one bit per block:
//  - full: each of the block's 4 pixel columns is dark in at least one of its 2 rows. A
//    horizontal rule makes long runs of full blocks; text rarely does (gaps between letters).
//    Taking the 2 rows together is a vertical min-pool: a 1-pixel rule skewed by 1° stays in one
//    block row twice as long as in one pixel row, so skewed rules still make long runs.
//  - any: some pixel of the block is dark. Vertical rules make long runs of these down a block
//    column; the vertical pass reads this bitmap transposed (bit-transpose.ts) so both passes are
//    the same row scan, and the pixels are read once, in memory order.
import type { GrayWords } from './pixel-source.js';

interface BlockBitmaps {
  /** Block rows (image rows / 2) and block columns (image columns / 4). */
  rows: number;
  cols: number;
  /** 32-bit words per bitmap row: ceil(cols / 32). Bit c of a row is block column c. */
  words: number;
  full: Int32Array;
  any: Int32Array;
}

const HIGH = 0x80808080 | 0;

export function blockBitmaps(src: GrayWords, threshold: number): BlockBitmaps {
  const rows = src.height >> 1;
  const cols = src.width >> 2;
  const words = (cols + 31) >> 5;
  const full = new Int32Array(rows * words);
  const any = new Int32Array(rows * words);
  const px = src.words;
  const sw = src.strideWords;
  // A byte is at least 128 when bit 7 is set, at least 192 when bits 7 and 6 are, at least 64
  // when bit 7 or 6 is. ANDing the two rows makes "light" mean light in both.
  const high = threshold === 192;
  const low = threshold === 64;
  for (let r = 0; r < rows; r++) {
    const a = 2 * r * sw;
    const b = a + sw;
    const out = r * words;
    for (let w = 0; w < words; w++) {
      const c0 = w << 5;
      const c1 = c0 + 32 < cols ? c0 + 32 : cols;
      let f = 0;
      let y = 0;
      for (let c = c0; c < c1; c++) {
        const p = px[a + c]!;
        const q = px[b + c]!;
        let u = p & q;
        if (high) u &= u << 1;
        else if (low) u = (p | (p << 1)) & (q | (q << 1));
        // Top bit of each byte: that pixel column is light in both rows.
        const light = u & HIGH;
        // Most blocks are white paper: one compare and on.
        if (light === HIGH) continue;
        const bit = 1 << (c - c0);
        y |= bit;
        if (light === 0) f |= bit;
      }
      full[out + w] = f;
      any[out + w] = y;
    }
  }
  return { rows, cols, words, full, any };
}
