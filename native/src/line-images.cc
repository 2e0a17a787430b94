// Tesseract 5.3 keeps every text line it cuts out for the LSTM as a PNG in memory
// (ImageData::SetPixInternal) and decodes it again a moment later. perf put deflating those grey
// lines at 13-15% of a 300-DPI page's CPU. This addon defines Leptonica's pixWriteMem itself: the
// addon is the root of the group of libraries dlopen() loads for it, so its definition comes
// before liblept's in libtesseract's symbol lookup. While a recognition runs on this thread, a
// PNG asked for is written in Leptonica's own serialized form (SPIX: a header and the raster,
// copied with memcpy) instead; pixReadMem reads either. PNM, used before, cost another 6% of a
// page in per-row stdio calls. Every other call, and a pix SPIX cannot hold, goes on to liblept.
#include "line-images.h"

#include <dlfcn.h>
#include <leptonica/allheaders.h>

#include <atomic>
#include <cstdint>

namespace {

thread_local bool uncompressed = false;
std::atomic<uint64_t> kept_uncompressed{0};

using WriteMem = l_ok (*)(l_uint8**, size_t*, PIX*, l_int32);

WriteMem leptonicaWriteMem() {
  static WriteMem next = reinterpret_cast<WriteMem>(dlsym(RTLD_NEXT, "pixWriteMem"));
  return next;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) l_ok pixWriteMem(l_uint8** pdata, size_t* psize, PIX* pix,
                                                                  l_int32 format) {
  // SPIX keeps the raster as it is in memory, pad bits past each row's end included, where a PNG
  // or PNM holds only the pixels and reads back with zero pads: clear them first, so no later
  // operation can see whatever an earlier allocation left there.
  if (uncompressed && format == IFF_PNG && pixSetPadBits(pix, 0) == 0 && pixWriteMemSpix(pdata, psize, pix) == 0) {
    kept_uncompressed.fetch_add(1, std::memory_order_relaxed);
    return 0;
  }
  WriteMem next = leptonicaWriteMem();
  return next ? next(pdata, psize, pix, format) : 1;
}

namespace docrec {

UncompressedLineImages::UncompressedLineImages() : outer_(!uncompressed) { uncompressed = true; }

UncompressedLineImages::~UncompressedLineImages() {
  if (outer_) uncompressed = false;
}

Napi::Value LineImagesKeptUncompressed(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(kept_uncompressed.load(std::memory_order_relaxed)));
}

}  // namespace docrec
