#include "api-holder.h"

#include <tesseract/baseapi.h>

namespace docrec {

ApiHolder::ApiHolder(napi_env env) : env_(env) {}

ApiHolder::~ApiHolder() { Reset(); }

void ApiHolder::Adopt(std::unique_ptr<tesseract::TessBaseAPI> api) {
  Reset();
  api_ = std::move(api);
  hook_registered_ = napi_add_env_cleanup_hook(env_, CleanupHook, this) == napi_ok;
}

void ApiHolder::CleanupHook(void* arg) {
  auto* self = static_cast<ApiHolder*>(arg);
  self->hook_registered_ = false;  // this hook is running: do not remove it
  self->Reset();
}

void ApiHolder::Reset() {
  if (hook_registered_) {
    napi_remove_env_cleanup_hook(env_, CleanupHook, this);
    hook_registered_ = false;
  }
  if (api_) {
    api_->End();
    api_.reset();
  }
}

}  // namespace docrec
