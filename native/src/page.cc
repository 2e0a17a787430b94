#include "page.h"

#include <tesseract/baseapi.h>

#include <string>

namespace docrec {

namespace {

int32_t IntArg(const Napi::CallbackInfo& info, size_t i, const char* name) {
  if (!info[i].IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(name) + " must be a number");
  return info[i].As<Napi::Number>().Int32Value();
}

}  // namespace

PageArgs ReadPageArgs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
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

  PageArgs page{static_cast<const unsigned char*>(data),
                IntArg(info, 1, "width"),
                IntArg(info, 2, "height"),
                IntArg(info, 3, "bytesPerPixel"),
                IntArg(info, 4, "stride"),
                IntArg(info, 5, "dpi")};
  if (page.width <= 0 || page.height <= 0 || (page.bpp != 1 && page.bpp != 3 && page.bpp != 4) ||
      static_cast<int64_t>(page.stride) < static_cast<int64_t>(page.width) * page.bpp ||
      static_cast<uint64_t>(length) < static_cast<uint64_t>(page.stride) * static_cast<uint64_t>(page.height))
    throw Napi::RangeError::New(env, "image geometry does not fit the pixel buffer");
  return page;
}

int32_t OptionalIntArg(const Napi::CallbackInfo& info, size_t i, int32_t fallback) {
  return info.Length() > i && info[i].IsNumber() ? info[i].As<Napi::Number>().Int32Value() : fallback;
}

PageScope::PageScope(tesseract::TessBaseAPI* api, const PageArgs& page) : api_(api) {
  api_->SetImage(page.data, page.width, page.height, page.bpp, page.stride);
  api_->SetSourceResolution(page.dpi);
}

PageScope::~PageScope() { api_->Clear(); }

}  // namespace docrec
