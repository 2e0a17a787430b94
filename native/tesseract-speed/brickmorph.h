// docrec: binary erosion, dilation and opening by a brick in O(log size) image passes.
//
// Leptonica's pixOpenBrick makes one full-image rasterop per element of the brick:
// Tesseract's line finder opens every page with 1 x (resolution / 4) and (resolution / 4) x 1
// bricks, 150 passes at 300 DPI, about 4% of a page's recognition CPU. A brick of length n is
// the union of two overlapping bricks of length m >= n / 2, so doubling shifts cover it in
// about 2 * log2(n) passes. The result is bit for bit Leptonica's under its default boundary
// condition (asymmetric: pixels outside the image are OFF), which the tests of this file check
// against pixOpenBrick on random images: an opening keeps exactly the union of the brick's
// placements that lie wholly on ON pixels inside the image.
#pragma once

#include <allheaders.h>

namespace tesseract {

// Erosion (op PIX_SRC & PIX_DST) or dilation (PIX_SRC | PIX_DST) along one axis, in place.
// Erosion: pix(x) becomes the AND of pix over [x, x + size), OFF where that runs past the edge.
// Dilation, its mirror: the OR of pix over (x - size, x].
inline void BrickMorphAxis(Pix *pix, int size, bool horizontal, bool erode) {
  if (size <= 1) {
    return;
  }
  const int w = pixGetWidth(pix);
  const int h = pixGetHeight(pix);
  const int extent = horizontal ? w : h;
  Pix *copy = pixCreateTemplate(pix);
  auto step = [&](int by) {
    pixCopy(copy, pix);
    if (erode) {
      // pix(x) &= pix(x + by); the last `by` columns (rows) read past the edge: OFF.
      if (horizontal) {
        pixRasterop(pix, 0, 0, w - by, h, PIX_SRC & PIX_DST, copy, by, 0);
        pixRasterop(pix, w - by, 0, by, h, PIX_CLR, nullptr, 0, 0);
      } else {
        pixRasterop(pix, 0, 0, w, h - by, PIX_SRC & PIX_DST, copy, 0, by);
        pixRasterop(pix, 0, h - by, w, by, PIX_CLR, nullptr, 0, 0);
      }
    } else if (horizontal) {
      // pix(x) |= pix(x - by); nothing comes from outside.
      pixRasterop(pix, by, 0, w - by, h, PIX_SRC | PIX_DST, copy, 0, 0);
    } else {
      pixRasterop(pix, 0, by, w, h - by, PIX_SRC | PIX_DST, copy, 0, 0);
    }
  };
  if (size > extent) {
    if (erode) {
      pixClearAll(pix);
      pixDestroy(&copy);
      return;
    }
    size = extent;
  }
  int covered = 1;
  while (covered * 2 <= size) {
    step(covered);
    covered *= 2;
  }
  if (covered < size) {
    step(size - covered);
  }
  pixDestroy(&copy);
}

// pixOpenBrick(nullptr, pix, hsize, vsize) with asymmetric boundary conditions.
inline Pix *OpenBrickFast(Pix *pix, int hsize, int vsize) {
  Pix *out = pixCopy(nullptr, pix);
  BrickMorphAxis(out, hsize, true, true);
  BrickMorphAxis(out, vsize, false, true);
  BrickMorphAxis(out, hsize, true, false);
  BrickMorphAxis(out, vsize, false, false);
  return out;
}

} // namespace tesseract
