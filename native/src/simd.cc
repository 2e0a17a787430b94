// The OCR_SIMD entry points of our libtesseract (tesseract-simd/tesseract-5.3.0-avx512.patch),
// looked up at run time: the addon also runs against Debian's libtesseract, which lacks them.
#include "simd.h"

#include <dlfcn.h>
#include <tesseract/baseapi.h>

#include <atomic>
#include <cstring>
#include <string>

namespace docrec {
namespace {

using KernelName = const char* (*)();
using SupportedKernels = void (*)(char*, int);
using SelectKernel = int (*)(const char*);

// libtesseract's own handle (the addon loads it as a dependency, not into the global scope).
void* TesseractHandle() {
  static void* handle = [] {
    Dl_info where{};
    if (dladdr(reinterpret_cast<void*>(&tesseract::TessBaseAPI::Version), &where) == 0 || !where.dli_fname)
      return static_cast<void*>(nullptr);
    return dlopen(where.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
  }();
  return handle;
}

template <typename Fn>
Fn Entry(const char* name) {
  void* handle = TesseractHandle();
  return handle ? reinterpret_cast<Fn>(dlsym(handle, name)) : nullptr;
}

// Models loaded in this process (any thread): their weights are laid out for the kernel active then.
std::atomic<bool> model_loaded{false};

}  // namespace

void NoteModelLoaded() { model_loaded.store(true); }

// { active: 'avx512vnni', supported: ['avx512vnni', 'avx512bw', 'avx2', 'sse'] }, or null when
// the library cannot name or choose its kernel.
Napi::Value SimdKernels(const Napi::CallbackInfo& info) {
  auto active = Entry<KernelName>("DocrecSimdKernel");
  auto supported = Entry<SupportedKernels>("DocrecSimdSupported");
  if (!active || !supported) return info.Env().Null();
  char names[256];
  supported(names, sizeof names);
  Napi::Array list = Napi::Array::New(info.Env());
  std::string all(names);
  for (size_t start = 0; start < all.size();) {
    size_t comma = all.find(',', start);
    if (comma == std::string::npos) comma = all.size();
    list.Set(list.Length(), Napi::String::New(info.Env(), all.substr(start, comma - start)));
    start = comma + 1;
  }
  Napi::Object result = Napi::Object::New(info.Env());
  result.Set("active", Napi::String::New(info.Env(), active()));
  result.Set("supported", list);
  return result;
}

// selectSimdKernel(name): process-wide; call before any engine loads a model (weights are laid
// out for the kernel active then). Throws when the library or the CPU cannot.
Napi::Value SelectSimdKernel(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsString()) throw Napi::TypeError::New(env, "kernel name expected");
  const std::string name = info[0].As<Napi::String>();
  auto select = Entry<SelectKernel>("DocrecSimdSelect");
  if (!select) throw Napi::Error::New(env, "this libtesseract cannot choose its SIMD kernel (not docrec's build)");
  // Another kernel would read the loaded weights in the wrong layout: one choice per process.
  auto active = Entry<KernelName>("DocrecSimdKernel");
  if (model_loaded.load() && active && std::strcmp(active(), name.c_str()) != 0)
    throw Napi::Error::New(env, "the SIMD kernel is chosen once per process, before any model loads (" + std::string(active()) + " is in use)");
  const int status = select(name.c_str());
  if (status == -1) throw Napi::Error::New(env, "no SIMD kernel named " + name + " in this libtesseract");
  if (status == -2) throw Napi::Error::New(env, "this CPU or OS cannot run the " + name + " kernel");
  return env.Undefined();
}

}  // namespace docrec
