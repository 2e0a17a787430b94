// OrientationDetector: one page in, {degrees, confidence, script, scriptConfidence} out.
#include "orientation.h"

#include <allheaders.h>
#include <tesseract/baseapi.h>

#include <memory>
#include <string>

#include "page.h"

namespace docrec {

Napi::Function OrientationDetector::Define(Napi::Env env) {
  return DefineClass(env, "OrientationDetector",
                     {InstanceMethod<&OrientationDetector::Detect>("detect"),
                      InstanceMethod<&OrientationDetector::Close>("close"),
                      InstanceAccessor<&OrientationDetector::IsClosed>("closed")});
}

OrientationDetector::OrientationDetector(const Napi::CallbackInfo& info)
    : Napi::ObjectWrap<OrientationDetector>(info), api_(info.Env()) {
  Napi::Env env = info.Env();
  std::string datapath;
  bool has_datapath = info.Length() > 0 && info[0].IsString();
  if (has_datapath) datapath = info[0].As<Napi::String>().Utf8Value();

  auto api = std::make_unique<tesseract::TessBaseAPI>();
  // osd.traineddata holds legacy-engine data only (OEM_LSTM_ONLY complains that
  // LSTM is not present, then falls back to this anyway).
  if (api->Init(has_datapath ? datapath.c_str() : nullptr, "osd", tesseract::OEM_TESSERACT_ONLY) != 0)
    throw Napi::Error::New(env, "Tesseract could not load the orientation model 'osd'" +
                                    (has_datapath ? " from " + datapath : std::string()));
  api->SetPageSegMode(tesseract::PSM_OSD_ONLY);
  api_.Adopt(std::move(api));
}

Napi::Value OrientationDetector::Detect(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!api_) throw Napi::Error::New(env, "orientation detector is closed");
  PageArgs page = ReadPageArgs(info);

  // Synchronous, like recognize(): the calling worker thread owns this detector.
  // Not interruptible (no progress monitor), but bounded: OSD stops after a
  // sample of blobs, ~0.2-0.3 s at 300 dpi however dense the page.
  PageScope scope(api_.get(), page);
  // OSD's line and picture removal reads the resolution off the image itself,
  // not SetSourceResolution(); raw pixels carry none, so it would assume 70 dpi
  // (and warn on stderr for every page). The CLI gets it from the PNG header.
  pixSetResolution(api_.get()->GetInputImage(), page.dpi, page.dpi);
  int orient_deg = 0;
  float orient_conf = 0, script_conf = 0;
  const char* script = nullptr;
  if (!api_.get()->DetectOrientationScript(&orient_deg, &orient_conf, &script, &script_conf)) {
    // Too few characters (blank page, a single word): no opinion, not an error.
    orient_deg = 0;
    orient_conf = script_conf = 0;
    script = nullptr;
  }
  // orient_deg is how far the page was turned CLOCKWISE from upright (an upright
  // page turned by `convert -rotate 90` reports 90); undoing that takes the
  // complementary clockwise turn, which the tesseract CLI prints as "Rotate".
  Napi::Object result = Napi::Object::New(env);
  result.Set("degrees", Napi::Number::New(env, (360 - orient_deg) % 360));
  result.Set("confidence", Napi::Number::New(env, orient_conf));
  // Points into the OSD model's unicharset, which outlives this call: copied here.
  result.Set("script", Napi::String::New(env, script ? script : ""));
  result.Set("scriptConfidence", Napi::Number::New(env, script_conf));
  return result;
}

void OrientationDetector::Close(const Napi::CallbackInfo&) { api_.Reset(); }

Napi::Value OrientationDetector::IsClosed(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), !api_);
}

}  // namespace docrec
