// Page preparation on Leptonica Pix before Tesseract reads a page: cheap measurements of the page
// (measurePage) and the steps the caller decided from them (preparePage). The decisions live in
// TypeScript (src/ocr/page-preparation.ts); this file only measures and applies.
#pragma once

#include <napi.h>

namespace docrec {

// measurePage(pixels, width, height, bytesPerPixel, stride) -> PageMeasures (native/index.d.ts)
Napi::Value MeasurePage(const Napi::CallbackInfo& info);

// preparePage(pixels, width, height, bytesPerPixel, stride, plan) -> PreparedPixels
Napi::Value PreparePage(const Napi::CallbackInfo& info);

}  // namespace docrec
