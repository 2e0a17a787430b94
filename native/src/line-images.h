// While one of these lives on a thread, the text lines Tesseract cuts out of the page are kept
// uncompressed (line-images.cc says why and how).
#pragma once

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

}  // namespace docrec
