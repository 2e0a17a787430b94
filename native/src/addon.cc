// Module entry. Context-aware (NODE_API_MODULE registers per environment), so
// each Worker that loads the addon gets its own exports and class.
#include <napi.h>
#include <omp.h>

#include "engine.h"
#include "glyphs.h"
#include "orientation.h"
#include "prepare.h"

namespace {

// libgomp reads OMP_THREAD_LIMIT once, when it is loaded into the process.
// Exposing the value it settled on lets JS prove the limit took effect.
Napi::Value OmpThreadLimit(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), omp_get_thread_limit());
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("Engine", docrec::Engine::Define(env));
  exports.Set("OrientationDetector", docrec::OrientationDetector::Define(env));
  exports.Set("measurePage", Napi::Function::New<docrec::MeasurePage>(env, "measurePage"));
  exports.Set("measureGlyphs", Napi::Function::New<docrec::MeasureGlyphs>(env, "measureGlyphs"));
  exports.Set("preparePage", Napi::Function::New<docrec::PreparePage>(env, "preparePage"));
  exports.Set("ompThreadLimit", Napi::Function::New<OmpThreadLimit>(env, "ompThreadLimit"));
  return exports;
}

}  // namespace

NODE_API_MODULE(docrec_tesseract, Init)
