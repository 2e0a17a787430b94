// One Tesseract instance owned by one JS object. A JS object lives in exactly one
// environment (main thread or one Worker), so an Engine is never used by two
// threads at once. No static mutable state: everything is per instance.
#pragma once

#include <napi.h>

#include <memory>

namespace tesseract {
class TessBaseAPI;
}

namespace docrec {

class Engine : public Napi::ObjectWrap<Engine> {
 public:
  static Napi::Function Define(Napi::Env env);

  explicit Engine(const Napi::CallbackInfo& info);
  ~Engine() override;

 private:
  Napi::Value Recognize(const Napi::CallbackInfo& info);
  void Close(const Napi::CallbackInfo& info);
  Napi::Value IsClosed(const Napi::CallbackInfo& info);

  // Frees Tesseract (~100 MB of models per language set). Idempotent.
  void End();
  // Runs when the owning environment (e.g. a Worker) shuts down, even if JS
  // never called close() and the GC never collected the object.
  static void CleanupHook(void* arg);

  napi_env env_;
  std::unique_ptr<tesseract::TessBaseAPI> api_;
  bool hook_registered_ = false;
};

}  // namespace docrec
