#include "glyphs.h"

#include <allheaders.h>

#include <algorithm>
#include <vector>

#include "ink.h"
#include "page.h"
#include "pix-io.h"

namespace docrec {

namespace {

// A dotted rule (a table's dotted row lines, a contents page's leader dots) breaks into specks at
// 150 DPI: hundreds along one row. Bands this many rows high at 150 DPI hold a rule's dots and
// few else; a band with an inch of them (a dot every 5 pixels or closer at 150 DPI) is one. Noise
// fills whole stretches of bands (a phone photo's dark corners): a rule's band must also hold
// several times what the bands a few rows above and below it hold.
constexpr int kDotBandAt150 = 2;
constexpr int kPixelsPerDot = 5;
constexpr int kNeighbourBands = 3;
constexpr int kTimesNeighbours = 4;

}  // namespace

Napi::Value MeasureGlyphs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  PageArgs page = ReadPageArgs(info);
  PixPtr gray = GrayPixFromPage(env, page);
  InkMaps ink = FindInk(env, gray.get());
  BoxaPtr boxes = ComponentBoxes(env, ink.binary.get());
  std::vector<int32_t> widths, heights, lefts, tops;
  // Specks counted by the band of rows their centre falls in: a dotted rule is a band full of them.
  const int band_rows = std::max(kDotBandAt150, kDotBandAt150 * page.dpi / 150);
  std::vector<int32_t> specks_per_band(page.height / band_rows + 1, 0);
  const l_int32 n = boxaGetCount(boxes.get());
  widths.reserve(n);
  heights.reserve(n);
  lefts.reserve(n);
  tops.reserve(n);
  for (l_int32 i = 0; i < n; ++i) {
    l_int32 x, y, w, h;
    if (boxaGetBoxGeometry(boxes.get(), i, &x, &y, &w, &h) != 0) continue;
    if (IsSpeck(w, h)) {
      const size_t band = static_cast<size_t>(std::max(0, y + h / 2) / band_rows);
      if (band < specks_per_band.size()) specks_per_band[band]++;
      continue;
    }
    widths.push_back(w);
    heights.push_back(h);
    lefts.push_back(x);
    tops.push_back(y);
  }
  const int32_t dots_per_rule = std::max(8, page.dpi / kPixelsPerDot);
  const int64_t bands = static_cast<int64_t>(specks_per_band.size());
  auto at = [&](int64_t b) { return b >= 0 && b < bands ? specks_per_band[b] : 0; };
  // A rule whose dots straddle two bands counts once.
  int32_t dotted_rows = 0;
  bool previous = false;
  for (int64_t b = 0; b < bands; ++b) {
    const int32_t count = specks_per_band[b];
    const int32_t around = std::max(at(b - kNeighbourBands), at(b + kNeighbourBands));
    const bool dotted = count >= dots_per_rule && count >= kTimesNeighbours * around;
    if (dotted && !previous) dotted_rows++;
    previous = dotted;
  }
  auto toJs = [&env](const std::vector<int32_t>& v) {
    Napi::Int32Array a = Napi::Int32Array::New(env, v.size());
    for (size_t i = 0; i < v.size(); ++i) a[i] = v[i];
    return a;
  };
  Napi::Object out = Napi::Object::New(env);
  out.Set("widths", toJs(widths));
  out.Set("heights", toJs(heights));
  out.Set("lefts", toJs(lefts));
  out.Set("tops", toJs(tops));
  out.Set("dottedRows", Napi::Number::New(env, dotted_rows));
  return out;
}

}  // namespace docrec
