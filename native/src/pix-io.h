// Page pixels in and out of Leptonica: any page Tesseract takes (gray, RGB, RGBA) becomes an 8 bpp
// gray Pix owned by a PixPtr, and an 8 bpp Pix goes back to JS as a tightly packed Uint8Array.
#pragma once

#include <allheaders.h>
#include <napi.h>

#include <memory>

#include "page.h"

namespace docrec {

struct PixDeleter {
  void operator()(PIX* pix) const { pixDestroy(&pix); }
};
using PixPtr = std::unique_ptr<PIX, PixDeleter>;

// Copies the page into a new 8 bpp Pix (colour by luminance). Throws if Leptonica cannot allocate.
PixPtr GrayPixFromPage(Napi::Env env, const PageArgs& page);

// Takes ownership of a Leptonica result, throwing when it returned null.
PixPtr Checked(Napi::Env env, PIX* pix, const char* step);

// The 8 bpp pix's pixels, stride == width.
Napi::Uint8Array GrayPixToJs(Napi::Env env, PIX* pix);

}  // namespace docrec
