// Transposes a bitmap (rows × cols bits, 32 bits a word, bit c of a word = column c) in 32×32
// tiles: five rounds of masked swaps a tile (Hacker's Delight 7-3, for low-bit-first order). The
// vertical rule pass then scans block columns as rows: sequential reads instead of one cache line
// per block.

/** Returns the transposed bitmap: `cols` rows of ceil(rows / 32) words. */
export function transposeBits(bits: Int32Array, rows: number, cols: number, words: number): Int32Array {
  const outWords = (rows + 31) >> 5;
  const out = new Int32Array(cols * outWords);
  const tile = new Int32Array(32);
  for (let tr = 0; tr < outWords; tr++) {
    const r0 = tr << 5;
    const rn = Math.min(32, rows - r0);
    for (let tc = 0; tc < words; tc++) {
      let nonzero = 0;
      for (let i = 0; i < 32; i++) {
        const v = i < rn ? bits[(r0 + i) * words + tc]! : 0;
        tile[i] = v;
        nonzero |= v;
      }
      // Blank tiles (most of a page) stay zero in `out`.
      if (nonzero === 0) continue;
      transposeTile(tile);
      const c0 = tc << 5;
      const cn = Math.min(32, cols - c0);
      for (let i = 0; i < cn; i++) out[(c0 + i) * outWords + tr] = tile[i]!;
    }
  }
  return out;
}

const MASKS = [0x0000ffff, 0x00ff00ff, 0x0f0f0f0f, 0x33333333, 0x55555555];

/** In place: bit c of tile[r] moves to bit r of tile[c]. */
function transposeTile(a: Int32Array): void {
  for (let s = 0, j = 16; j > 0; s++, j >>= 1) {
    const m = MASKS[s]!;
    for (let k = 0; k < 32; k = (k + j + 1) & ~j) {
      // Swap the high-j bits of row k with the low-j bits of row k+j, for each 2j-bit group.
      const t = ((a[k]! >>> j) ^ a[k + j]!) & m;
      a[k] = a[k]! ^ (t << j);
      a[k + j] = a[k + j]! ^ t;
    }
  }
}
