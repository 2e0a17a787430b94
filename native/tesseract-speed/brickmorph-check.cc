// Checks brickmorph.h against Leptonica: OpenBrickFast(pix, h, v) must equal
// pixOpenBrick(nullptr, pix, h, v) bit for bit on random images with long runs,
// for lines as Tesseract's line finder uses and for random bricks, edges included.
// Built and run by test/integration/libtesseract-speed.test.ts; exit 0 when all agree.
#include <cstdio>
#include <random>

#include "brickmorph.h"

using tesseract::OpenBrickFast;

int main() {
  std::mt19937 rng(7);
  int cases = 0;
  int differ = 0;
  for (int iter = 0; iter < 300; ++iter) {
    const int w = 1 + rng() % 180;
    const int h = 1 + rng() % 140;
    Pix *pix = pixCreate(w, h, 1);
    const unsigned density = rng() % 1000;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        if (rng() % 1000 < density) pixSetPixel(pix, x, y, 1);
      }
    }
    // Rules: runs long enough to survive a line opening, some reaching an edge.
    for (int k = 0; k < 6; ++k) {
      const int x0 = rng() % w, y0 = rng() % h, length = rng() % 120;
      const bool across = rng() & 1;
      for (int i = 0; i < length; ++i) {
        const int x = across ? x0 + i : x0, y = across ? y0 : y0 + i;
        if (x < w && y < h) pixSetPixel(pix, x, y, 1);
      }
    }
    const int bricks[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 75}, {75, 1}, {1, 37}, {37, 1}, {15, 15},
                             {7, 7}, {3, 5}, {1, 200}, {200, 1}, {1, 64}, {64, 1}, {33, 2},
                             {1 + int(rng() % 100), 1 + int(rng() % 100)},
                             {1, 1 + int(rng() % 150)}, {1 + int(rng() % 150), 1}};
    for (const auto &brick : bricks) {
      Pix *expected = pixOpenBrick(nullptr, pix, brick[0], brick[1]);
      Pix *actual = OpenBrickFast(pix, brick[0], brick[1]);
      l_int32 same = 0;
      pixEqual(expected, actual, &same);
      ++cases;
      if (!same && ++differ <= 10) std::printf("differs: %dx%d image, %dx%d brick\n", w, h, brick[0], brick[1]);
      pixDestroy(&expected);
      pixDestroy(&actual);
    }
    pixDestroy(&pix);
  }
  std::printf("%d cases, %d differ\n", cases, differ);
  return differ == 0 ? 0 : 1;
}
