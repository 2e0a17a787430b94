{
  "targets": [
    {
      "target_name": "docrec_tesseract",
      "sources": [
        "src/addon.cc", "src/api-holder.cc", "src/engine.cc", "src/layout.cc", "src/orientation.cc", "src/page.cc", "src/pix-io.cc", "src/prepare.cc", "src/grounds.cc", "src/ink.cc", "src/glyphs.cc",
        "src/recognize.cc", "src/line-images.cc", "src/simd.cc"
      ],
      "include_dirs": [
        "<!(node -p \"require('node-addon-api').include_dir\")",
        # native/tesseract (build-tesseract.sh) comes first when it was built; else Debian's.
        "<!@(PKG_CONFIG_PATH=tesseract/lib/pkgconfig pkg-config --cflags-only-I tesseract lept | sed 's/-I//g')"
      ],
      # C++ exceptions on so Napi::Error propagates as JS exceptions (no manual status checks).
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions"],
      "cflags_cc": ["-fexceptions"],
      # SWALLOW_UNTHROWABLE: when a Worker is terminated during a recognition, building
      # the result and then throwing both fail (JS can no longer run); without this,
      # node-addon-api throws from its catch handler and std::terminate aborts the process.
      "defines": [
        "NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "NODE_ADDON_API_DISABLE_DEPRECATED",
        "NODE_API_SWALLOW_UNTHROWABLE_EXCEPTIONS"
      ],
      "libraries": [
        "<!@(PKG_CONFIG_PATH=tesseract/lib/pkgconfig pkg-config --libs tesseract lept)",
        # Found next to the addon in the tree and in the image (native/build/Release -> native/tesseract).
        "-Wl,-rpath,'$$ORIGIN/../../tesseract/lib'",
        # libtesseract already depends on libgomp; linking it directly lets us ask
        # omp_get_thread_limit() and prove OMP_THREAD_LIMIT took effect.
        "-lgomp"
      ]
    }
  ]
}
