// Engine::recognize: one page in, {text, confidence, words} out.
#include <tesseract/baseapi.h>
#include <tesseract/ocrclass.h>
#include <tesseract/resultiterator.h>

#include <memory>
#include <string>

#include "engine.h"

namespace docrec {

namespace {

// Drops the page image copy and recognition results after every call, even when
// we throw, so 10 000 pages through one engine do not accumulate memory.
struct ClearOnExit {
  tesseract::TessBaseAPI* api;
  ~ClearOnExit() { api->Clear(); }
};

int32_t IntArg(const Napi::CallbackInfo& info, size_t i, const char* name) {
  // The TypeScript wrapper validates with clear messages; this only keeps a
  // direct caller of the .node from reading out of bounds.
  if (!info[i].IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(name) + " must be a number");
  return info[i].As<Napi::Number>().Int32Value();
}

}  // namespace

Napi::Value Engine::Recognize(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!api_) throw Napi::Error::New(env, "engine is closed");
  if (!info[0].IsTypedArray()) throw Napi::TypeError::New(env, "pixels must be a Uint8Array");

  // napi_get_typedarray_info, not ArrayBuffer::Data(): the buffer may be a
  // SharedArrayBuffer (ArrayBuffer::Data() crashed on those), and the returned
  // pointer already includes the view's byte offset.
  napi_typedarray_type type;
  size_t length = 0;
  void* data = nullptr;
  napi_value arraybuffer;
  size_t byte_offset = 0;
  if (napi_get_typedarray_info(env, info[0], &type, &length, &data, &arraybuffer, &byte_offset) != napi_ok)
    throw Napi::Error::New(env, "cannot read pixels");
  if (type != napi_uint8_array && type != napi_uint8_clamped_array)
    throw Napi::TypeError::New(env, "pixels must be a Uint8Array or Uint8ClampedArray");

  int32_t width = IntArg(info, 1, "width"), height = IntArg(info, 2, "height");
  int32_t bpp = IntArg(info, 3, "bytesPerPixel"), stride = IntArg(info, 4, "stride");
  int32_t dpi = IntArg(info, 5, "dpi");
  int32_t timeout_ms = info.Length() > 6 && info[6].IsNumber() ? info[6].As<Napi::Number>().Int32Value() : 0;
  if (width <= 0 || height <= 0 || (bpp != 1 && bpp != 3 && bpp != 4) ||
      static_cast<int64_t>(stride) < static_cast<int64_t>(width) * bpp ||
      static_cast<uint64_t>(length) < static_cast<uint64_t>(stride) * static_cast<uint64_t>(height))
    throw Napi::RangeError::New(env, "image geometry does not fit the pixel buffer");

  // Synchronous on purpose: the caller is a worker thread that owns this engine.
  // SetImage copies the pixels, so the JS buffer is only read during this call.
  ClearOnExit clear{api_.get()};
  api_->SetImage(static_cast<const unsigned char*>(data), width, height, bpp, stride);
  api_->SetSourceResolution(dpi);
  // Tesseract checks the deadline between words; layout analysis before that
  // is not covered, so callers still need an outer limit (terminate the worker).
  tesseract::ETEXT_DESC monitor;
  monitor.set_deadline_msecs(timeout_ms);
  int status = api_->Recognize(timeout_ms > 0 ? &monitor : nullptr);
  if (timeout_ms > 0 && monitor.deadline_exceeded()) {
    Napi::Error err = Napi::Error::New(env, "Tesseract did not finish within " + std::to_string(timeout_ms) + " ms");
    err.Set("code", Napi::String::New(env, "ocr_timeout"));
    throw err;
  }
  if (status != 0) throw Napi::Error::New(env, "Tesseract recognition failed");

  std::unique_ptr<char[]> text(api_->GetUTF8Text());
  // Float word confidences, as the CLI's TSV prints them (AllWordConfidences
  // truncates to int, which reads ~0.5 lower than the CLI engine on the same page).
  double sum = 0;
  uint32_t words = 0;
  std::unique_ptr<tesseract::ResultIterator> it(api_->GetIterator());
  if (it) {
    do {
      if (it->Empty(tesseract::RIL_WORD)) continue;
      float conf = it->Confidence(tesseract::RIL_WORD);
      if (conf < 0) continue;
      sum += conf;
      ++words;
    } while (it->Next(tesseract::RIL_WORD));
  }

  Napi::Object result = Napi::Object::New(env);
  result.Set("text", Napi::String::New(env, text ? text.get() : ""));
  result.Set("confidence", Napi::Number::New(env, words > 0 ? sum / words : 0));
  result.Set("words", Napi::Number::New(env, words));
  return result;
}

}  // namespace docrec
