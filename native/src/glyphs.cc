#include "glyphs.h"

#include <allheaders.h>

#include <vector>

#include "ink.h"
#include "page.h"
#include "pix-io.h"

namespace docrec {

Napi::Value MeasureGlyphs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  PageArgs page = ReadPageArgs(info);
  PixPtr gray = GrayPixFromPage(env, page);
  InkMaps ink = FindInk(env, gray.get());
  BoxaPtr boxes = ComponentBoxes(env, ink.binary.get());
  std::vector<int32_t> widths, heights;
  const l_int32 n = boxaGetCount(boxes.get());
  widths.reserve(n);
  heights.reserve(n);
  for (l_int32 i = 0; i < n; ++i) {
    l_int32 x, y, w, h;
    if (boxaGetBoxGeometry(boxes.get(), i, &x, &y, &w, &h) != 0) continue;
    if (IsSpeck(w, h)) continue;
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
