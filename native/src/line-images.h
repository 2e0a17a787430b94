// While one of these lives on a thread, the text lines Tesseract cuts out of the page are kept
// uncompressed (line-images.cc says why and how).
#pragma once

#include <napi.h>

namespace docrec {

class UncompressedLineImages {
 public:
  UncompressedLineImages();
  ~UncompressedLineImages();
  UncompressedLineImages(const UncompressedLineImages&) = delete;
  UncompressedLineImages& operator=(const UncompressedLineImages&) = delete;

 private:
  bool outer_;
};

/** How many line images this process kept uncompressed so far (proves the interposition works). */
Napi::Value LineImagesKeptUncompressed(const Napi::CallbackInfo& info);

}  // namespace docrec
