// What the pixel rule finder reads and returns, apart from it so its parts can share the types
// without importing the finder itself. The image is the page's pixels as the engines read them.
import type { RawImage } from '../../layout/page-layout.js';

/** A gray (bpp 1) or colour (bpp 3/4) image; rows `stride` bytes apart. */
export type GrayImage = RawImage;

/**
 * [left, top, right, bottom] in pixels of the image (right and bottom exclusive): each a straight
 * horizontal or vertical ruling line; horizontal ones are wider than tall.
 */
export type PixelRule = [number, number, number, number];
