#include "layout.h"

#include <tesseract/resultiterator.h>

#include <cstring>
#include <memory>

namespace docrec {

namespace {

void DropLineWithoutWords(Layout& layout) {
  if (!layout.lines.empty() && layout.lines.back() == 0) layout.lines.resize(layout.lines.size() - kLineFields);
}

template <typename T, typename Array>
Array CopyToTyped(Napi::Env env, const std::vector<T>& values) {
  Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, values.size() * sizeof(T));
  if (!values.empty()) std::memcpy(buffer.Data(), values.data(), values.size() * sizeof(T));
  return Array::New(env, values.size(), buffer, 0);
}

}  // namespace

Layout CollectLayout(tesseract::ResultIterator* it) {
  Layout layout;
  if (it == nullptr) return layout;
  // A dense A4 page has ~450 words in ~45 lines; reserving avoids regrowth.
  layout.words.reserve(4096);
  layout.word_boxes.reserve(2048);
  layout.word_confidences.reserve(512);
  layout.lines.reserve(64 * kLineFields);
  int32_t block = -1;
  int32_t paragraph = -1;
  for (; !it->Empty(tesseract::RIL_BLOCK); it->Next(tesseract::RIL_WORD)) {
    if (it->Empty(tesseract::RIL_WORD)) continue;
    // ResultIterator::IsAtBeginningOf copies the iterator and reorders the line's words on
    // every call (~15 us): asked once per word, and for blocks and paragraphs (which only
    // begin where a line does) once per line. Three calls per word were ~1.4% of recognition.
    if (it->IsAtBeginningOf(tesseract::RIL_TEXTLINE) || layout.lines.empty()) {
      if (it->IsAtBeginningOf(tesseract::RIL_BLOCK)) ++block;
      if (it->IsAtBeginningOf(tesseract::RIL_PARA)) ++paragraph;
      DropLineWithoutWords(layout);
      int left = 0, top = 0, right = 0, bottom = 0;
      it->BoundingBox(tesseract::RIL_TEXTLINE, &left, &top, &right, &bottom);
      layout.lines.insert(layout.lines.end(), {left, top, right, bottom, block < 0 ? 0 : block,
                                               paragraph < 0 ? 0 : paragraph, 0});
    }
    std::unique_ptr<char[]> text(it->GetUTF8Text(tesseract::RIL_WORD));
    if (!text || text[0] == '\0') continue;
    int left = 0, top = 0, right = 0, bottom = 0;
    it->BoundingBox(tesseract::RIL_WORD, &left, &top, &right, &bottom);
    layout.words.append(text.get());
    layout.words.push_back('\0');
    layout.word_boxes.insert(layout.word_boxes.end(), {left, top, right, bottom});
    layout.word_confidences.push_back(it->Confidence(tesseract::RIL_WORD));
    ++layout.lines.back();
  }
  DropLineWithoutWords(layout);
  return layout;
}

Napi::Object LayoutToJs(Napi::Env env, const Layout& layout) {
  Napi::Object out = Napi::Object::New(env);
  out.Set("words", Napi::String::New(env, layout.words.data(), layout.words.size()));
  out.Set("wordBoxes", CopyToTyped<int32_t, Napi::Int32Array>(env, layout.word_boxes));
  out.Set("wordConfidences", CopyToTyped<float, Napi::Float32Array>(env, layout.word_confidences));
  out.Set("lines", CopyToTyped<int32_t, Napi::Int32Array>(env, layout.lines));
  return out;
}

}  // namespace docrec
