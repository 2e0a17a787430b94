// The int8 matrix kernel libtesseract's LSTM runs (OCR_SIMD): which ones this CPU can run, which
// is active, and forcing one. native/build-tesseract.sh's library has them; Debian's does not.
#pragma once
#include <napi.h>

namespace docrec {

Napi::Value SimdKernels(const Napi::CallbackInfo& info);
// Called as an Engine loads its model: from then on the kernel cannot change in this process.
void NoteModelLoaded();
Napi::Value SelectSimdKernel(const Napi::CallbackInfo& info);

}  // namespace docrec
