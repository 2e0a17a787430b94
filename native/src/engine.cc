// Engine lifetime: Init once per language set, End on close(), on GC, or when
// the owning environment (a Worker) shuts down, whichever comes first.
#include "engine.h"
#include "simd.h"

#include <tesseract/baseapi.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace docrec {

Napi::Function Engine::Define(Napi::Env env) {
  return DefineClass(env, "Engine",
                     {InstanceMethod<&Engine::Recognize>("recognize"),
                      InstanceMethod<&Engine::Close>("close"),
                      InstanceAccessor<&Engine::IsClosed>("closed")});
}

Engine::Engine(const Napi::CallbackInfo& info) : Napi::ObjectWrap<Engine>(info), api_(info.Env()) {
  Napi::Env env = info.Env();
  if (!info[0].IsString()) throw Napi::TypeError::New(env, "languages must be a string");
  std::string languages = info[0].As<Napi::String>().Utf8Value();
  std::string datapath;
  bool has_datapath = info.Length() > 1 && info[1].IsString();
  if (has_datapath) datapath = info[1].As<Napi::String>().Utf8Value();

  NoteModelLoaded();  // before the model loads: its weights take the kernel active now
  auto api = std::make_unique<tesseract::TessBaseAPI>();
  // LSTM only: the Debian "fast" models carry no legacy engine data.
  if (api->Init(has_datapath ? datapath.c_str() : nullptr, languages.c_str(), tesseract::OEM_LSTM_ONLY) != 0)
    throw Napi::Error::New(env, "Tesseract could not load languages '" + languages + "'" +
                                    (has_datapath ? " from " + datapath : std::string()));
  // Init succeeds when at least one language loads: 'ukr+xxx' would silently run
  // as 'ukr'. Refuse instead, naming what is missing.
  std::vector<std::string> loaded;
  api->GetLoadedLanguagesAsVector(&loaded);
  std::string missing;
  for (size_t start = 0; start <= languages.size();) {
    size_t end = languages.find('+', start);
    if (end == std::string::npos) end = languages.size();
    std::string lang = languages.substr(start, end - start);
    if (std::find(loaded.begin(), loaded.end(), lang) == loaded.end()) missing += (missing.empty() ? "" : ", ") + lang;
    start = end + 1;
  }
  if (!missing.empty()) {
    // Thrown before Adopt: the unique_ptr's destructor ends the API.
    throw Napi::Error::New(env, "Tesseract has no model for: " + missing);
  }
  // The API defaults to PSM_SINGLE_BLOCK; the CLI (and our pages) want layout analysis.
  api->SetPageSegMode(tesseract::PSM_AUTO);
  api_.Adopt(std::move(api));
}

void Engine::Close(const Napi::CallbackInfo&) { api_.Reset(); }

Napi::Value Engine::IsClosed(const Napi::CallbackInfo& info) { return Napi::Boolean::New(info.Env(), !api_); }

}  // namespace docrec
