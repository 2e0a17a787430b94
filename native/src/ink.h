// Where a page's ink is: the one binarization every measurement shares (page preparation's
// measures and despeckle, the glyph sizes the reading resolution is chosen from), so they agree
// on what counts as ink.
#pragma once

#include "pix-io.h"

namespace docrec {

// Tiles of this many pixels (about 2.7 mm at 300 DPI) give the local background (their
// brightest pixel) and ink (their darkest): larger than a letter, smaller than a shadow.
constexpr int kTile = 32;

// The value at `rank` (0..1) of an 8 bpp pix's pixels.
int Rank(PIX* pix, float rank);

struct InkMaps {
  PixPtr background;  // per tile: its brightest pixel (the paper)
  PixPtr ink;         // per tile: its darkest pixel
  int paper;          // median tile background
  int ink_level;      // the page's ink: 3rd percentile of the tiles' darkest pixels
  PixPtr binary;      // 1 bpp: pixels darker than halfway between paper and ink
};

// Halfway between the page's ink and its paper, so faint text still counts as text.
InkMaps FindInk(Napi::Env env, PIX* gray);

// Components smaller than this both ways are specks: dust and noise, never a glyph at 150 DPI or
// more (dots of i and full stops are larger).
constexpr int kSpeckSide = 3;
inline bool IsSpeck(l_int32 w, l_int32 h) { return w < kSpeckSide && h < kSpeckSide; }

struct BoxaDeleter {
  void operator()(BOXA* boxa) const { boxaDestroy(&boxa); }
};
using BoxaPtr = std::unique_ptr<BOXA, BoxaDeleter>;

// The bounding boxes of a 1 bpp pix's 8-connected components. Throws if Leptonica fails.
BoxaPtr ComponentBoxes(Napi::Env env, PIX* binary);

}  // namespace docrec
