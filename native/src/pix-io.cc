#include "pix-io.h"

#include <cstdint>
#include <cstring>
#include <string>

namespace docrec {

namespace {

// Four gray bytes as the pix word that holds them: Leptonica keeps pixel 0 in a word's most
// significant byte, so on a little-endian CPU the bytes are swapped.
inline uint32_t ToPixWord(uint32_t bytes) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  return __builtin_bswap32(bytes);
#else
  return bytes;
#endif
}

}  // namespace

PixPtr Checked(Napi::Env env, PIX* pix, const char* step) {
  if (pix == nullptr) throw Napi::Error::New(env, std::string("page preparation failed: ") + step);
  return PixPtr(pix);
}

PixPtr GrayPixFromPage(Napi::Env env, const PageArgs& page) {
  PixPtr pix = Checked(env, pixCreate(page.width, page.height, 8), "allocating the page");
  l_uint32* data = pixGetData(pix.get());
  const l_int32 wpl = pixGetWpl(pix.get());
  for (int32_t y = 0; y < page.height; ++y) {
    const unsigned char* row = page.data + static_cast<size_t>(y) * page.stride;
    l_uint32* line = data + static_cast<size_t>(y) * wpl;
    int32_t x = 0;
    if (page.bpp == 1) {
      // Gray bytes four at a time: a 32-bit word of the pix holds its pixels in big-endian order.
      for (; x + 4 <= page.width; x += 4) {
        uint32_t word;
        std::memcpy(&word, row + x, 4);
        line[x / 4] = ToPixWord(word);
      }
    }
    for (; x < page.width; ++x) {
      const unsigned char* p = row + static_cast<size_t>(x) * page.bpp;
      // Rec. 601 weights in integers, as Leptonica's own RGB-to-gray defaults.
      int gray = page.bpp == 1 ? p[0] : (p[0] * 77 + p[1] * 150 + p[2] * 29) >> 8;
      SET_DATA_BYTE(line, x, gray);
    }
  }
  pixSetResolution(pix.get(), page.dpi, page.dpi);
  return pix;
}

Napi::Uint8Array GrayPixToJs(Napi::Env env, PIX* pix) {
  const l_int32 w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
  Napi::Uint8Array out = Napi::Uint8Array::New(env, static_cast<size_t>(w) * h);
  uint8_t* dst = out.Data();
  const l_uint32* data = pixGetData(pix);
  for (l_int32 y = 0; y < h; ++y) {
    const l_uint32* line = data + static_cast<size_t>(y) * wpl;
    for (l_int32 x = 0; x < w; ++x) dst[static_cast<size_t>(y) * w + x] = GET_DATA_BYTE(line, x);
  }
  return out;
}

}  // namespace docrec
