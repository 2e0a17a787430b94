// Module entry. Context-aware (NODE_API_MODULE registers per environment), so
// each Worker that loads the addon gets its own exports and class.
#include <dlfcn.h>
#include <malloc.h>
#include <napi.h>
#include <omp.h>
#include <tesseract/baseapi.h>

#include <cstdlib>
#include <memory>

#include "engine.h"
#include "glyphs.h"
#include "line-images.h"
#include "orientation.h"
#include "prepare.h"
#include "simd.h"

namespace {

// libgomp reads OMP_THREAD_LIMIT once, when it is loaded into the process.
// Exposing the value it settled on lets JS prove the limit took effect.
Napi::Value OmpThreadLimit(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), omp_get_thread_limit());
}

// The file libtesseract was loaded from: native/tesseract/lib when native/build-tesseract.sh
// built it (no OpenMP, link-time optimized), else the distribution's.
Napi::Value TesseractLibrary(const Napi::CallbackInfo& info) {
  Dl_info where{};
  if (dladdr(reinterpret_cast<void*>(&tesseract::TessBaseAPI::Version), &where) == 0 || !where.dli_fname)
    return info.Env().Null();
  // The loader names it through the addon's rpath (…/build/Release/../../tesseract/lib/…).
  std::unique_ptr<char, decltype(&free)> real(realpath(where.dli_fname, nullptr), &free);
  return Napi::String::New(info.Env(), real ? real.get() : where.dli_fname);
}

// Gives memory that freed pages left in glibc's arenas (one per thread that ever ran Tesseract or
// Leptonica) back to the system; the pool calls it after retiring threads. Returns whether any was.
Napi::Value TrimNativeMemory(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), malloc_trim(0) != 0);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("Engine", docrec::Engine::Define(env));
  exports.Set("OrientationDetector", docrec::OrientationDetector::Define(env));
  exports.Set("measurePage", Napi::Function::New<docrec::MeasurePage>(env, "measurePage"));
  exports.Set("measureGlyphs", Napi::Function::New<docrec::MeasureGlyphs>(env, "measureGlyphs"));
  exports.Set("preparePage", Napi::Function::New<docrec::PreparePage>(env, "preparePage"));
  exports.Set("ompThreadLimit", Napi::Function::New<OmpThreadLimit>(env, "ompThreadLimit"));
  exports.Set("trimNativeMemory", Napi::Function::New<TrimNativeMemory>(env, "trimNativeMemory"));
  exports.Set("tesseractLibrary", Napi::Function::New<TesseractLibrary>(env, "tesseractLibrary"));
  exports.Set("simdKernels", Napi::Function::New<docrec::SimdKernels>(env, "simdKernels"));
  exports.Set("selectSimdKernel", Napi::Function::New<docrec::SelectSimdKernel>(env, "selectSimdKernel"));
  exports.Set("lineImagesKeptUncompressed",
              Napi::Function::New<docrec::LineImagesKeptUncompressed>(env, "lineImagesKeptUncompressed"));
  return exports;
}

}  // namespace

NODE_API_MODULE(docrec_tesseract, Init)
