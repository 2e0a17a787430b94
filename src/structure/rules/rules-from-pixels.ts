// Ruling lines found in a page image: STUB until the image rule finder lands.

/** A gray (bpp 1) or colour (bpp 3/4) image; rows `stride` bytes apart. */
export interface GrayImage {
  pixels: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  bpp: number;
  stride: number;
  dpi: number;
}

/** [left, top, right, bottom] in pixels of the image: each a straight horizontal or vertical ruling line. */
export type PixelRule = [number, number, number, number];

export function rulesFromPixels(_image: GrayImage): PixelRule[] {
  return [];
}
