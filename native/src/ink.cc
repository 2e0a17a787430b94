#include "ink.h"

#include <algorithm>

namespace docrec {

int Rank(PIX* pix, float rank) {
  l_uint32 value = 0;
  pixGetRankValue(pix, 1, rank, &value);
  return static_cast<int>(value);
}

InkMaps FindInk(Napi::Env env, PIX* gray) {
  InkMaps m;
  m.background = Checked(env, pixScaleGrayMinMax(gray, kTile, kTile, L_CHOOSE_MAX), "background map");
  m.ink = Checked(env, pixScaleGrayMinMax(gray, kTile, kTile, L_CHOOSE_MIN), "ink map");
  m.paper = Rank(m.background.get(), 0.5f);
  m.ink_level = Rank(m.ink.get(), 0.03f);
  const int threshold = std::clamp((std::min(m.paper, 255) + m.ink_level) / 2, 1, 255);
  m.binary = Checked(env, pixConvertTo1(gray, threshold), "binarizing");
  return m;
}

}  // namespace docrec
