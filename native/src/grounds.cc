#include "grounds.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "ink.h"

namespace docrec {

// Rows or columns from one edge inward that are mostly dark: a scanner lid's shadow.
// A line counts as border when over 80% of its pixels are darker than 50: a lid is near black,
// while a shadow or an unevenly lit edge (gray 60-90) is left to background normalization.
// A dark line broken by light marks again and again is no lid but a printed band with light text
// in it (a letterhead's or a heading's bar reaching the page's edge): painting it white took the
// text with it (s-faq-pl, the sealed part, after its first report). A lid's line is one dark run,
// where a skewed page may leave paper at one end: a few light intrusions at most.
int DarkEdge(PIX* pix, bool columns, bool from_end) {
  constexpr int kLight = 128, kMaxIntrusions = 4;
  const l_int32 w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
  const l_uint32* data = pixGetData(pix);
  const int lines = columns ? w : h, length = columns ? h : w;
  const int limit = lines / 4;  // a border is never a quarter of the page
  int depth = 0;
  for (; depth < limit; ++depth) {
    const int at = from_end ? lines - 1 - depth : depth;
    int dark = 0, intrusions = 0;
    bool in_dark = false;
    for (int i = 0; i < length; i += 2) {  // every other pixel is plenty
      const l_uint32* line = data + static_cast<size_t>(columns ? i : at) * wpl;
      const int level = GET_DATA_BYTE(line, columns ? at : i);
      if (level < 50) ++dark, in_dark = true;
      else if (level > kLight && in_dark) ++intrusions, in_dark = false;
    }
    if (dark * 2 * 10 < length * 8) break;
    if (intrusions > kMaxIntrusions) return 0;
  }
  return depth;
}

// Whether the middle half of the page is mostly as dark as a lid: its own ground is dark (a slide,
// light text on dark), so its dark edges are no border, and painting them white would take the
// text near every edge with them.
bool DarkGround(PIX* pix) {
  const l_int32 w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
  const l_uint32* data = pixGetData(pix);
  long dark = 0, seen = 0;
  for (int y = h / 4; y < h - h / 4; y += 4) {
    const l_uint32* line = data + static_cast<size_t>(y) * wpl;
    for (int x = w / 4; x < w - w / 4; x += 4, ++seen)
      if (GET_DATA_BYTE(line, x) < 50) ++dark;
  }
  return seen > 0 && dark * 2 > seen;
}

// Tiles holding only faint marks: their darkest pixel is well above the page's ink yet well below
// their own paper. Show-through from the back of the sheet, or a light stamp; a clean page's tiles
// are either blank or hold a glyph's near-black core. Also counted: flat tiles (one level, brightest
// = darkest: paper as a renderer draws it, never as a sensor sees it), and how sharp the faint
// marks' edges are (FaintEdge).
FaintMarks FaintTiles(PIX* gray, PIX* background, PIX* ink, int ink_level) {
  const l_int32 w = pixGetWidth(ink), h = pixGetHeight(ink);
  FaintMarks marks;
  std::vector<float> edges;
  for (l_int32 y = 0; y < h; ++y) {
    for (l_int32 x = 0; x < w; ++x) {
      l_uint32 lo = 0, hi = 0;
      pixGetPixel(ink, x, y, &lo);
      pixGetPixel(background, x, y, &hi);
      if (lo == hi) ++marks.flat;
      const int range = static_cast<int>(hi) - ink_level;
      if (range > 64 && static_cast<int>(lo) > ink_level + range * 35 / 100 && static_cast<int>(lo) < static_cast<int>(hi) - range * 15 / 100) {
        ++marks.faint;
        // A page under one tile is mapped from a partial cell (ink.cc): no whole tile to look at.
        if ((x + 1) * kTile <= pixGetWidth(gray) && (y + 1) * kTile <= pixGetHeight(gray))
          edges.push_back(FaintEdge(gray, x, y, static_cast<int>(hi) - static_cast<int>(lo)));
      }
    }
  }
  if (!edges.empty()) {
    std::nth_element(edges.begin(), edges.begin() + edges.size() / 2, edges.end());
    marks.edge = edges[edges.size() / 2];
  }
  return marks;
}

// The steepest step between neighbouring pixels of one tile, over the tile's depth (paper minus
// its darkest pixel). Print seen directly has edges one or two pixels wide: a step of half the
// depth or more (grey text a renderer drew: 0.8-1). The back of a sheet is seen through the
// paper, whose fibres spread its light over several pixels: gentle steps.
float FaintEdge(PIX* gray, l_int32 tx, l_int32 ty, int depth) {
  const l_int32 wpl = pixGetWpl(gray);
  const l_uint32* data = pixGetData(gray);
  const l_int32 x0 = tx * kTile, y0 = ty * kTile;  // a whole tile: the maps leave partial ones out
  int steepest = 0;
  for (l_int32 y = y0; y < y0 + kTile; ++y) {
    const l_uint32* line = data + static_cast<size_t>(y) * wpl;
    const l_uint32* next = y + 1 < y0 + kTile ? line + wpl : line;  // the last row: across only
    for (l_int32 x = x0; x < x0 + kTile; ++x) {
      const int v = GET_DATA_BYTE(line, x);
      if (x + 1 < x0 + kTile) steepest = std::max(steepest, std::abs(v - static_cast<int>(GET_DATA_BYTE(line, x + 1))));
      steepest = std::max(steepest, std::abs(v - static_cast<int>(GET_DATA_BYTE(next, x))));
    }
  }
  return depth > 0 ? static_cast<float>(steepest) / static_cast<float>(depth) : 0.0f;
}

// The share of the background map within a few levels of its 10th or 90th percentile: near 1 on a
// page of two flat grounds (a slide's dark panel beside white paper), lower where light varies
// smoothly (a shadow, a photo's fall-off), since a gradient passes through every level between.
float TwoToneShare(PIX* background, int low, int high) {
  constexpr int kFlat = 6;
  const l_int32 w = pixGetWidth(background), h = pixGetHeight(background);
  long near = 0;
  for (l_int32 y = 0; y < h; ++y) {
    for (l_int32 x = 0; x < w; ++x) {
      l_uint32 v = 0;
      pixGetPixel(background, x, y, &v);
      const int level = static_cast<int>(v);
      if (std::abs(level - low) <= kFlat || std::abs(level - high) <= kFlat) ++near;
    }
  }
  return w * h > 0 ? static_cast<float>(near) / static_cast<float>(w * h) : 0.0f;
}

}  // namespace docrec
