// One Tesseract instance owned by one JS object. A JS object lives in exactly one
// environment (main thread or one Worker), so an Engine is never used by two
// threads at once. No static mutable state: everything is per instance.
#pragma once

#include <napi.h>

#include "api-holder.h"

namespace docrec {

class Engine : public Napi::ObjectWrap<Engine> {
 public:
  static Napi::Function Define(Napi::Env env);

  explicit Engine(const Napi::CallbackInfo& info);

 private:
  Napi::Value Recognize(const Napi::CallbackInfo& info);
  void Close(const Napi::CallbackInfo& info);
  Napi::Value IsClosed(const Napi::CallbackInfo& info);

  // Ended on close(), on GC, or when the owning environment shuts down.
  ApiHolder api_;
};

}  // namespace docrec
