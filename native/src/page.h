// The page arguments recognize() and detect() share: (pixels, width, height,
// bytesPerPixel, stride, dpi) read from JS and handed to a TessBaseAPI.
#pragma once

#include <napi.h>

#include <cstdint>

namespace tesseract {
class TessBaseAPI;
}

namespace docrec {

struct PageArgs {
  const unsigned char* data;
  int32_t width, height, bpp, stride, dpi;
};

// Reads info[0..5]. The TypeScript wrapper validates with clear messages first;
// these checks only keep a direct caller of the .node from reading out of bounds.
PageArgs ReadPageArgs(const Napi::CallbackInfo& info);

// Number argument i, or fallback when it is absent or not a number.
int32_t OptionalIntArg(const Napi::CallbackInfo& info, size_t i, int32_t fallback);

// Gives the page to Tesseract (SetImage copies the pixels, so the JS buffer is
// only read during this call) and drops the copy and all results on scope exit,
// even when we throw, so 10 000 pages through one API do not accumulate memory.
class PageScope {
 public:
  PageScope(tesseract::TessBaseAPI* api, const PageArgs& page);
  ~PageScope();
  PageScope(const PageScope&) = delete;
  PageScope& operator=(const PageScope&) = delete;

 private:
  tesseract::TessBaseAPI* api_;
};

}  // namespace docrec
