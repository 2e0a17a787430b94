#include "ink.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace docrec {

namespace {

// Leptonica's pixScaleGrayMinMax with L_CHOOSE_MAX and L_CHOOSE_MIN in one pass: each output pixel
// is the brightest (darkest) of a kTile x kTile cell; cells cut by the right or bottom edge are
// left out, as Leptonica does. A cell's kTile bytes of a row are whole 32-bit words of the pix,
// whose byte order within a word does not matter to a minimum or a maximum, so rows are read as
// plain bytes (the compiler vectorizes the loop) instead of pixel by pixel.
void TileMinMax(Napi::Env env, PIX* gray, InkMaps& m) {
  const l_int32 w = pixGetWidth(gray), h = pixGetHeight(gray), wpl = pixGetWpl(gray);
  const l_int32 across = w / kTile, down = h / kTile;
  if (across == 0 || down == 0) {  // smaller than one cell: Leptonica's own single-cell case
    m.background = Checked(env, pixScaleGrayMinMax(gray, kTile, kTile, L_CHOOSE_MAX), "background map");
    m.ink = Checked(env, pixScaleGrayMinMax(gray, kTile, kTile, L_CHOOSE_MIN), "ink map");
    return;
  }
  m.background = Checked(env, pixCreate(across, down, 8), "background map");
  m.ink = Checked(env, pixCreate(across, down, 8), "ink map");
  const l_uint32* data = pixGetData(gray);
  std::vector<uint8_t> lo(across), hi(across);
  for (l_int32 i = 0; i < down; ++i) {
    std::fill(lo.begin(), lo.end(), 255);
    std::fill(hi.begin(), hi.end(), 0);
    for (l_int32 k = 0; k < kTile; ++k) {
      const uint8_t* row = reinterpret_cast<const uint8_t*>(data + static_cast<size_t>(i * kTile + k) * wpl);
      for (l_int32 j = 0; j < across; ++j) {
        const uint8_t* cell = row + static_cast<size_t>(j) * kTile;
        uint8_t cell_lo = lo[j], cell_hi = hi[j];
        for (int x = 0; x < kTile; ++x) {
          cell_lo = std::min(cell_lo, cell[x]);
          cell_hi = std::max(cell_hi, cell[x]);
        }
        lo[j] = cell_lo;
        hi[j] = cell_hi;
      }
    }
    l_uint32* bg_line = pixGetData(m.background.get()) + static_cast<size_t>(i) * pixGetWpl(m.background.get());
    l_uint32* ink_line = pixGetData(m.ink.get()) + static_cast<size_t>(i) * pixGetWpl(m.ink.get());
    for (l_int32 j = 0; j < across; ++j) {
      SET_DATA_BYTE(bg_line, j, hi[j]);
      SET_DATA_BYTE(ink_line, j, lo[j]);
    }
  }
}

static_assert(kTile % 4 == 0, "a cell's row must be whole 32-bit words of the pix");

}  // namespace

BoxaPtr ComponentBoxes(Napi::Env env, PIX* binary) {
  BoxaPtr boxes(pixConnCompBB(binary, 8));
  if (!boxes) throw Napi::Error::New(env, "Leptonica failed at finding components");
  return boxes;
}

int Rank(PIX* pix, float rank) {
  l_uint32 value = 0;
  pixGetRankValue(pix, 1, rank, &value);
  return static_cast<int>(value);
}

InkMaps FindInk(Napi::Env env, PIX* gray) {
  InkMaps m;
  TileMinMax(env, gray, m);
  m.paper = Rank(m.background.get(), 0.5f);
  m.ink_level = Rank(m.ink.get(), 0.03f);
  const int threshold = std::clamp((std::min(m.paper, 255) + m.ink_level) / 2, 1, 255);
  m.binary = Checked(env, pixConvertTo1(gray, threshold), "binarizing");
  return m;
}

}  // namespace docrec
