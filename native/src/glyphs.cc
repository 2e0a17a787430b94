#include "glyphs.h"

#include <allheaders.h>

#include <vector>

#include "ink.h"
#include "page.h"
#include "pix-io.h"

namespace docrec {

namespace {

struct BoxaDeleter {
  void operator()(BOXA* boxa) const { boxaDestroy(&boxa); }
};

}  // namespace

Napi::Value MeasureGlyphs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  PageArgs page = ReadPageArgs(info);
  PixPtr gray = GrayPixFromPage(env, page);
  InkMaps ink = FindInk(env, gray.get());
  std::unique_ptr<BOXA, BoxaDeleter> boxes(pixConnCompBB(ink.binary.get(), 8));
  if (!boxes) throw Napi::Error::New(env, "Leptonica failed at finding components");
  std::vector<int32_t> widths, heights;
  const l_int32 n = boxaGetCount(boxes.get());
  widths.reserve(n);
  heights.reserve(n);
  for (l_int32 i = 0; i < n; ++i) {
    l_int32 x, y, w, h;
    if (boxaGetBoxGeometry(boxes.get(), i, &x, &y, &w, &h) != 0) continue;
    if (w < 3 && h < 3) continue;  // specks: dust and noise, never a glyph at 100 DPI or more
    widths.push_back(w);
    heights.push_back(h);
  }
  auto toJs = [&env](const std::vector<int32_t>& v) {
    Napi::Int32Array a = Napi::Int32Array::New(env, v.size());
    for (size_t i = 0; i < v.size(); ++i) a[i] = v[i];
    return a;
  };
  Napi::Object out = Napi::Object::New(env);
  out.Set("widths", toJs(widths));
  out.Set("heights", toJs(heights));
  return out;
}

}  // namespace docrec
