// Engine::recognize: one page in, its layout out (or, for the layout-cost bench
// only, the old {text, confidence, words} without walking lines and words).
#include <tesseract/baseapi.h>
#include <tesseract/ocrclass.h>
#include <tesseract/resultiterator.h>

#include <chrono>
#include <memory>
#include <string>

#include "engine.h"
#include "layout.h"
#include "line-images.h"
#include "page.h"

namespace docrec {

namespace {

// One reading's page segmentation, back to full layout analysis afterwards whatever happens:
// the engine is reused for the thread's next page.
class SegModeScope {
 public:
  SegModeScope(tesseract::TessBaseAPI* api, bool single_block) : api_(api) {
    if (single_block) api_->SetPageSegMode(tesseract::PSM_SINGLE_BLOCK);
  }
  ~SegModeScope() { api_->SetPageSegMode(tesseract::PSM_AUTO); }
  SegModeScope(const SegModeScope&) = delete;
  SegModeScope& operator=(const SegModeScope&) = delete;

 private:
  tesseract::TessBaseAPI* api_;
};

}  // namespace

Napi::Value Engine::Recognize(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!api_) throw Napi::Error::New(env, "engine is closed");
  PageArgs page = ReadPageArgs(info);
  int32_t timeout_ms = OptionalIntArg(info, 6, 0);
  bool with_layout = !(info.Length() > 7 && info[7].IsBoolean() && !info[7].As<Napi::Boolean>().Value());
  // A page known to be one column of text skips Tesseract's column and region finding.
  bool single_block = info.Length() > 8 && info[8].IsBoolean() && info[8].As<Napi::Boolean>().Value();

  // Synchronous on purpose: the caller is a worker thread that owns this engine.
  tesseract::TessBaseAPI* api = api_.get();
  PageScope scope(api, page);
  SegModeScope segmentation(api, single_block);
  // Tesseract checks the deadline between words; layout analysis before that
  // is not covered, so callers still need an outer limit (terminate the worker).
  tesseract::ETEXT_DESC monitor;
  monitor.set_deadline_msecs(timeout_ms);
  int status;
  {
    UncompressedLineImages lines;
    status = api->Recognize(timeout_ms > 0 ? &monitor : nullptr);
  }
  if (timeout_ms > 0 && monitor.deadline_exceeded()) {
    Napi::Error err = Napi::Error::New(env, "Tesseract did not finish within " + std::to_string(timeout_ms) + " ms");
    err.Set("code", Napi::String::New(env, "ocr_timeout"));
    throw err;
  }
  if (status != 0) throw Napi::Error::New(env, "Tesseract recognition failed");

  // resultMs: what reading the results costs after recognition, so the layout-cost
  // bench can weigh it directly instead of as a small difference of two noisy totals.
  auto started = std::chrono::steady_clock::now();
  auto elapsed_ms = [&started]() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  };
  std::unique_ptr<tesseract::ResultIterator> it(api->GetIterator());
  Napi::Object result = Napi::Object::New(env);
  // The text, confidence and word count are derived in JS from the layout
  // (one walk, no GetUTF8Text: the page text is built from the lines there).
  if (with_layout) {
    result.Set("layout", LayoutToJs(env, CollectLayout(it.get())));
    result.Set("resultMs", Napi::Number::New(env, elapsed_ms()));
    return result;
  }
  std::unique_ptr<char[]> text(api->GetUTF8Text());
  // Float word confidences, as the CLI's TSV prints them (AllWordConfidences
  // truncates to int, which reads ~0.5 lower than the CLI engine on the same page).
  double sum = 0;
  uint32_t words = 0;
  if (it) {
    do {
      if (it->Empty(tesseract::RIL_WORD)) continue;
      float conf = it->Confidence(tesseract::RIL_WORD);
      if (conf < 0) continue;
      sum += conf;
      ++words;
    } while (it->Next(tesseract::RIL_WORD));
  }
  result.Set("text", Napi::String::New(env, text ? text.get() : ""));
  result.Set("confidence", Napi::Number::New(env, words > 0 ? sum / words : 0));
  result.Set("words", Napi::Number::New(env, words));
  result.Set("resultMs", Napi::Number::New(env, elapsed_ms()));
  return result;
}

}  // namespace docrec
