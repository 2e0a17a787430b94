// The page's lines and words, collected in one walk of Tesseract's results and
// handed to JS as a few flat arrays (see index.d.ts NativeLayout for the shape).
#pragma once

#include <napi.h>

#include <cstdint>
#include <string>
#include <vector>

namespace tesseract {
class ResultIterator;
}

namespace docrec {

// Values per line in Layout::lines: left, top, right, bottom, block, paragraph, word count.
constexpr size_t kLineFields = 7;

struct Layout {
  // Each word's UTF-8 text followed by NUL (a C string cannot contain one).
  std::string words;
  // left, top, right, bottom per word, pixels of the image Tesseract was given.
  std::vector<int32_t> word_boxes;
  // Tesseract's word confidence, 0..100.
  std::vector<float> word_confidences;
  std::vector<int32_t> lines;
};

// Walks words in reading order the way Tesseract's TSV renderer does (blocks and
// paragraphs counted where a non-empty word begins them), so both engines agree.
// Words without text and lines without words are left out. it may be null.
Layout CollectLayout(tesseract::ResultIterator* it);

// {words, wordBoxes, wordConfidences, lines}: one string and three typed arrays.
// Measured on a 560-word page: 0.06 ms to build here plus 0.2-0.7 ms for JS to
// turn into PixelLines, against 0.65-1.5 ms to build the same nested objects
// through N-API (and 0.03-0.1 ms vs ~1 ms to structured-clone). Either is small
// beside the ~27 ms walk of Tesseract's result iterator itself.
Napi::Object LayoutToJs(Napi::Env env, const Layout& layout);

}  // namespace docrec
