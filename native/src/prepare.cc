// measurePage and preparePage (see prepare.h). Measurements run on reduced or binarized copies so
// a clean page pays a few tens of milliseconds, not a second reading.
#include "prepare.h"

#include <allheaders.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "grounds.h"
#include "ink.h"
#include "page.h"
#include "pix-io.h"

namespace docrec {

namespace {

Napi::Object Measure(Napi::Env env, PIX* gray, int dpi) {
  InkMaps found = FindInk(env, gray);
  PIX* background = found.background.get();
  const int bg_low = Rank(background, 0.1f), bg_mid = found.paper, bg_high = Rank(background, 0.9f);
  const int ink_level = found.ink_level;
  PixPtr& binary = found.binary;

  l_float32 skew = 0, skew_conf = 0;
  // Leptonica's defaults (sweep at 1/4, search at 1/2 size) are made for 300 DPI; a page read at
  // 150 is swept at 1/2 and searched at full size, the same 75 and 150 DPI, so the confidence
  // means the same (a -3° sheet measured 2.4 at 150 DPI with the defaults, under the 3 trusted).
  const int sweep = dpi >= 300 ? 4 : dpi >= 150 ? 2 : 1;
  if (pixFindSkewSweepAndSearch(binary.get(), &skew, &skew_conf, sweep, std::max(1, sweep / 2), 7.0f, 1.0f, 0.01f) != 0)
    skew = skew_conf = 0;

  // Specks (ink.h), counted in one pass over the components' boxes.
  BoxaPtr boxes = ComponentBoxes(env, binary.get());
  const l_int32 all = boxaGetCount(boxes.get());
  l_int32 specks = 0;
  for (l_int32 i = 0; i < all; ++i) {
    l_int32 x, y, w, h;
    if (boxaGetBoxGeometry(boxes.get(), i, &x, &y, &w, &h) == 0 && IsSpeck(w, h)) ++specks;
  }

  Napi::Object m = Napi::Object::New(env);
  m.Set("skewDegrees", Napi::Number::New(env, skew));
  m.Set("skewConfidence", Napi::Number::New(env, skew_conf));
  Napi::Array border = Napi::Array::New(env, 4);
  const bool dark_ground = DarkGround(gray);
  border.Set(0u, Napi::Number::New(env, dark_ground ? 0 : DarkEdge(gray, true, false)));
  border.Set(1u, Napi::Number::New(env, dark_ground ? 0 : DarkEdge(gray, false, false)));
  border.Set(2u, Napi::Number::New(env, dark_ground ? 0 : DarkEdge(gray, true, true)));
  border.Set(3u, Napi::Number::New(env, dark_ground ? 0 : DarkEdge(gray, false, true)));
  m.Set("border", border);
  m.Set("backgroundLow", Napi::Number::New(env, bg_low));
  m.Set("backgroundHigh", Napi::Number::New(env, bg_high));
  m.Set("backgroundMedian", Napi::Number::New(env, bg_mid));
  m.Set("twoToneShare", Napi::Number::New(env, TwoToneShare(background, bg_low, bg_high)));
  m.Set("inkLevel", Napi::Number::New(env, ink_level));
  m.Set("components", Napi::Number::New(env, all));
  m.Set("specks", Napi::Number::New(env, specks));
  m.Set("tiles", Napi::Number::New(env, pixGetWidth(found.ink.get()) * pixGetHeight(found.ink.get())));
  const FaintMarks faint = FaintTiles(gray, background, found.ink.get(), ink_level);
  m.Set("faintTiles", Napi::Number::New(env, faint.faint));
  m.Set("flatTiles", Napi::Number::New(env, faint.flat));
  m.Set("faintEdge", Napi::Number::New(env, faint.edge));
  return m;
}

// A 3x3 median, then every dark speck still smaller than 3x3 pixels painted white: the median
// alone leaves the noise that clumped into pairs and triples.
void Despeckle(Napi::Env env, PixPtr& pix) {
  pix = Checked(env, pixMedianFilter(pix.get(), 1, 1), "despeckle");
  PixPtr binary = std::move(FindInk(env, pix.get()).binary);
  l_int32 changed = 0;
  PixPtr glyphs =
      Checked(env, pixSelectBySize(binary.get(), kSpeckSide, kSpeckSide, 8, L_SELECT_IF_EITHER, L_SELECT_IF_GTE, &changed), "specks");
  PixPtr specks = Checked(env, pixSubtract(nullptr, binary.get(), glyphs.get()), "specks");
  pixPaintThroughMask(pix.get(), specks.get(), 0, 0, 255);
}

double NumberField(const Napi::Object& plan, const char* name, double fallback) {
  Napi::Value v = plan.Get(name);
  return v.IsNumber() ? v.As<Napi::Number>().DoubleValue() : fallback;
}

bool BoolField(const Napi::Object& plan, const char* name) {
  Napi::Value v = plan.Get(name);
  return v.IsBoolean() && v.As<Napi::Boolean>().Value();
}

}  // namespace

Napi::Value MeasurePage(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  PageArgs page = ReadPageArgs(info);
  PixPtr gray = GrayPixFromPage(env, page);
  return Measure(env, gray.get(), page.dpi);
}

Napi::Value PreparePage(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  PageArgs page = ReadPageArgs(info);
  if (!info[6].IsObject()) throw Napi::TypeError::New(env, "plan must be an object");
  Napi::Object plan = info[6].As<Napi::Object>();
  PixPtr pix = GrayPixFromPage(env, page);

  // Dark borders are painted white in place: the geometry does not change.
  Napi::Value border = plan.Get("border");
  if (border.IsArray()) {
    Napi::Array b = border.As<Napi::Array>();
    const l_int32 w = pixGetWidth(pix.get()), h = pixGetHeight(pix.get());
    auto side = [&b](uint32_t i) { return b.Get(i).IsNumber() ? b.Get(i).As<Napi::Number>().Int32Value() : 0; };
    const l_int32 l = side(0), t = side(1), r = side(2), bo = side(3);
    BOX* boxes[4] = {boxCreate(0, 0, l, h), boxCreate(0, 0, w, t), boxCreate(w - r, 0, r, h), boxCreate(0, h - bo, w, bo)};
    for (BOX* box : boxes) {
      if (box != nullptr && box->w > 0 && box->h > 0) pixSetInRect(pix.get(), box);
      boxDestroy(&box);
    }
  }
  if (BoolField(plan, "despeckle")) Despeckle(env, pix);
  if (BoolField(plan, "background")) pix = Checked(env, pixBackgroundNormSimple(pix.get(), nullptr, nullptr), "background");
  // Show-through: everything lighter than `showThrough` of the way from ink to paper becomes
  // paper. Levels are taken now, after the background step may have moved the paper to 200.
  const double show_through = NumberField(plan, "showThrough", 0);
  if (show_through > 0) {
    PixPtr paper = Checked(env, pixScaleGrayMinMax(pix.get(), kTile, kTile, L_CHOOSE_MAX), "background map");
    PixPtr ink = Checked(env, pixScaleGrayMinMax(pix.get(), kTile, kTile, L_CHOOSE_MIN), "ink map");
    const int lo = Rank(ink.get(), 0.03f), hi = std::min(255, Rank(paper.get(), 0.5f));
    pixThresholdToValue(pix.get(), pix.get(), lo + static_cast<int>((hi - lo) * show_through), 255);
  }

  // matrix: input pixel -> output pixel, [a, b, c, d, e, f] with x' = a x + c y + e, y' = b x + d y + f.
  double m[6] = {1, 0, 0, 1, 0, 0};
  const double degrees = NumberField(plan, "deskewDegrees", 0);
  if (degrees != 0) {
    const double radians = degrees * M_PI / 180.0;
    // Leptonica turns clockwise (as displayed) for a positive angle, about the image's centre,
    // and keeps the size (width, height 0: no embedding), so the corners are cut off.
    const double cx = pixGetWidth(pix.get()) / 2, cy = pixGetHeight(pix.get()) / 2;
    pix = Checked(env, pixRotate(pix.get(), static_cast<l_float32>(radians), L_ROTATE_AREA_MAP, L_BRING_IN_WHITE, 0, 0), "deskew");
    const double c = std::cos(radians), s = std::sin(radians);
    m[0] = c, m[1] = s, m[2] = -s, m[3] = c, m[4] = cx - c * cx + s * cy, m[5] = cy - s * cx - c * cy;
  }
  const double scale = NumberField(plan, "scale", 1);
  if (scale != 1) {
    pix = Checked(env, pixScaleGrayLI(pix.get(), static_cast<l_float32>(scale), static_cast<l_float32>(scale)), "upscale");
    for (double& v : m) v *= scale;
  }

  Napi::Object out = Napi::Object::New(env);
  out.Set("pixels", GrayPixToJs(env, pix.get()));
  out.Set("width", Napi::Number::New(env, pixGetWidth(pix.get())));
  out.Set("height", Napi::Number::New(env, pixGetHeight(pix.get())));
  Napi::Array matrix = Napi::Array::New(env, 6);
  for (uint32_t i = 0; i < 6; ++i) matrix.Set(i, Napi::Number::New(env, m[i]));
  out.Set("matrix", matrix);
  return out;
}

}  // namespace docrec
