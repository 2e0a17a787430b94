// The page's gray bytes as 32-bit words (four pixels a word), so the finder can binarize four
// pixels with one AND: a byte is darker than 128 exactly when its top bit is clear. Colour and
// unaligned rows are copied once into an aligned gray buffer; gray pages with aligned rows are
// read in place (the common case: no copy at all).
import type { GrayImage } from './gray-image.js';

export interface GrayWords {
  words: Uint32Array;
  /** Bytes of the same buffer, for the few pixel-level reads. */
  bytes: Uint8Array;
  /** Row pitch in words (bytes = 4 × this). */
  strideWords: number;
  width: number;
  height: number;
}

export function grayWords(image: GrayImage): GrayWords {
  const { pixels, width, height, bpp, stride } = image;
  const aligned = bpp === 1 && stride % 4 === 0 && pixels.byteOffset % 4 === 0;
  if (aligned) {
    const words = new Uint32Array(pixels.buffer, pixels.byteOffset, Math.min(stride * (height - 1) + width, pixels.length) >> 2);
    const bytes = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length);
    return { words, bytes, strideWords: stride >> 2, width, height };
  }
  const pitch = (width + 3) & ~3;
  const bytes = new Uint8Array(pitch * height);
  if (bpp === 1) {
    for (let y = 0; y < height; y++) bytes.set(pixels.subarray(y * stride, y * stride + width), y * pitch);
  } else {
    greenInto(image, bytes, pitch);
  }
  return { words: new Uint32Array(bytes.buffer), bytes, strideWords: pitch >> 2, width, height };
}

/** Green alone: close to luma for ink on paper, and one read a pixel instead of three. */
function greenInto(image: GrayImage, bytes: Uint8Array, pitch: number): void {
  const { pixels, width, height, bpp, stride } = image;
  const g = bpp >= 3 ? 1 : 0;
  if (bpp === 4 && stride % 4 === 0 && pixels.byteOffset % 4 === 0) {
    // Four-byte pixels: one 32-bit read each, the green byte shifted out (little-endian).
    const px = new Uint32Array(pixels.buffer, pixels.byteOffset, (stride * (height - 1)) / 4 + width);
    for (let y = 0; y < height; y++) {
      const s = (y * stride) >> 2;
      const o = y * pitch;
      for (let x = 0; x < width; x++) bytes[o + x] = px[s + x]! >>> 8;
    }
    return;
  }
  for (let y = 0; y < height; y++) {
    let s = y * stride + g;
    const o = y * pitch;
    for (let x = 0; x < width; x++, s += bpp) bytes[o + x] = pixels[s]!;
  }
}

/**
 * The binarization threshold: 64, 128 or 192, the only ones testable on four bytes at once (top
 * bits). Otsu's split of a sparse sample of the page gives the ink and paper means; the threshold
 * is the highest of the three at most four fifths of the way from ink to paper, so light gray
 * rules on white paper count as dark (192) while a gray or dark scan gets 128 or 64.
 */
export function pickThreshold(src: GrayWords): number {
  const hist = new Float64Array(256);
  const { bytes, width, height } = src;
  const pitch = src.strideWords * 4;
  const stepY = Math.max(1, height >> 8);
  const stepX = Math.max(1, width >> 8);
  let n = 0;
  for (let y = 0; y < height; y += stepY) {
    const o = y * pitch;
    for (let x = 0; x < width; x += stepX, n++) hist[bytes[o + x]!]!++;
  }
  if (n === 0) return 128;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let wB = 0;
  let sumB = 0;
  let best = -1;
  let ink = 0;
  let paper = 255;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0 || wB === n) continue;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sum - sumB) / (n - wB);
    const between = wB * (n - wB) * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      ink = mB;
      paper = mF;
    }
  }
  // A blank or evenly gray page has no ink class: Otsu's split is noise there, keep 128.
  if (best <= 0 || paper - ink < 60) return 128;
  const limit = ink + 0.8 * (paper - ink);
  return limit >= 192 ? 192 : limit >= 128 ? 128 : 64;
}
