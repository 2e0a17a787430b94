// measureGlyphs: the size of every cluster of ink on a page (its connected components), from
// which src/ocr/page-scale.ts tells the size of the page's smallest real text and so the
// resolution to read it at, and where each lies (src/ocr/reading/missed-ink.ts checks a reading
// covered them). This file only measures.
#pragma once

#include <napi.h>

namespace docrec {

// measureGlyphs(pixels, width, height, bytesPerPixel, stride, dpi) -> {widths, heights, lefts,
// tops} (Int32Array), one entry per 8-connected component of ink that is at least 3 pixels wide or
// tall, and dottedRows: how many rows of dots (specks, smaller) cross the page.
Napi::Value MeasureGlyphs(const Napi::CallbackInfo& info);

}  // namespace docrec
