// Owns one TessBaseAPI on behalf of a JS object and ends it on close(), on GC,
// or when the object's environment (main thread or a Worker) shuts down,
// whichever comes first. Shared by Engine and OrientationDetector so both keep
// the same cleanup discipline. Not copyable: the cleanup hook holds `this`.
#pragma once

#include <node_api.h>

#include <memory>

namespace tesseract {
class TessBaseAPI;
}

namespace docrec {

class ApiHolder {
 public:
  // Out of line: unique_ptr needs the complete TessBaseAPI, which this header
  // keeps out of everything that includes it.
  explicit ApiHolder(napi_env env);
  ~ApiHolder();
  ApiHolder(const ApiHolder&) = delete;
  ApiHolder& operator=(const ApiHolder&) = delete;

  // Takes an initialised API and starts watching the environment.
  void Adopt(std::unique_ptr<tesseract::TessBaseAPI> api);
  tesseract::TessBaseAPI* get() const { return api_.get(); }
  explicit operator bool() const { return api_ != nullptr; }
  // Frees the models (~100 MB per language set). Idempotent.
  void Reset();

 private:
  // Runs when the environment shuts down, even if JS never called close() and
  // the GC never collected the owning object.
  static void CleanupHook(void* arg);

  napi_env env_;
  std::unique_ptr<tesseract::TessBaseAPI> api_;
  bool hook_registered_ = false;
};

}  // namespace docrec
