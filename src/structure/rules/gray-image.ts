// What the pixel rule finder reads and returns, apart from it so its parts can share the types
// without importing the finder itself.

/** A gray (bpp 1) or colour (bpp 3/4) image; rows `stride` bytes apart. */
export interface GrayImage {
  pixels: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  bpp: number;
  stride: number;
  dpi: number;
}

/**
 * [left, top, right, bottom] in pixels of the image (right and bottom exclusive): each a straight
 * horizontal or vertical ruling line; horizontal ones are wider than tall.
 */
export type PixelRule = [number, number, number, number];
