// Page orientation by Tesseract's OSD model (osd.traineddata), in its own
// TessBaseAPI: OSD runs on the legacy engine, which the LSTM-only Engine does
// not load, and needs no language set, so one detector per thread serves all.
// Same ownership rules as Engine: one JS object, one environment, one thread.
#pragma once

#include <napi.h>

#include "api-holder.h"

namespace docrec {

class OrientationDetector : public Napi::ObjectWrap<OrientationDetector> {
 public:
  static Napi::Function Define(Napi::Env env);

  explicit OrientationDetector(const Napi::CallbackInfo& info);

 private:
  Napi::Value Detect(const Napi::CallbackInfo& info);
  void Close(const Napi::CallbackInfo& info);
  Napi::Value IsClosed(const Napi::CallbackInfo& info);

  // Ended on close(), on GC, or when the owning environment shuts down.
  ApiHolder api_;
};

}  // namespace docrec
