#!/usr/bin/env bash
# Builds the libtesseract the native addon links against, from Debian's own source of Tesseract
# 5.3.0 (the version bookworm ships; Debian patches only the CLI's help text), built for throughput:
#   - Release with link-time optimization: the LSTM's per-step index arithmetic (StrideMap) is
#     inlined instead of called across files;
#   - no OpenMP: docrec runs one page per thread, so parallel sections are only overhead.
# Measured on the accuracy set's pages, same words: raw `tesseract` CPU 1.73 s -> 1.49 s on a
# dense 10-pt page; docrec's page worker 11.9 s -> 9.1 s on seven pages.
#   - AVX-512 int8 kernels for the LSTM (tesseract-simd/: VNNI, and BW for CPUs without VNNI),
#     which Tesseract 5.3-5.5 lacks; chosen at run time by CPUID and the OS's ZMM state, or forced
#     by OCR_SIMD through the addon. They give the same bits as the AVX2 kernel (a test checks).
#   - tesseract-speed/: work Tesseract does slower than it must, changed so that the results are
#     the same bits (a test compares this build's CLI with Debian's): restarting a row of results
#     without walking the page from its first word, the line finder's openings in log(n) passes,
#     the first convolution's copies, Otsu's histogram, the fixed-pitch test's projection zeros.
#     The page worker used 15.6% less CPU on the 171 broad bench pages, then 3% less again with the
#     convolution walked as plain loops; the same text on every page.
# Idempotent: an install whose recipe matches is kept. Everything lands in native/tesseract
# (git-ignored); the addon finds it through its rpath. The language packs stay Debian's.
set -euo pipefail
cd "$(dirname "$0")"

version=5.3.0
sha256=7e70870f8341e5ea228af2836ce79a36eefa11b01b56177b4a8997f330c014b8
prefix="$PWD/tesseract"
options=(
  -DCMAKE_BUILD_TYPE=Release -DENABLE_LTO=ON -DOPENMP_BUILD=OFF -DBUILD_SHARED_LIBS=ON
  -DBUILD_TRAINING_TOOLS=OFF -DGRAPHICS_DISABLED=ON -DDISABLE_ARCHIVE=ON -DDISABLE_CURL=ON
  -DSW_BUILD=OFF -DINSTALL_CONFIGS=OFF
  # Nothing built for this machine's CPU alone (Tesseract would build one unused dot product with
  # -march=native): a library or image built here runs on any x86-64 host, SIMD chosen at run time.
  -DCOMPILER_SUPPORTS_MARCH_NATIVE=OFF
  # bin/tesseract, the same build's CLI (bench:languages' reference runner f), finds its library.
  '-DCMAKE_INSTALL_RPATH=$ORIGIN/../lib'
  # Debian's packs, for callers that name no tessdata directory (the server always names one).
  -DTESSDATA_PREFIX=/usr/share/tesseract-ocr/5
)
# The recipe names the kernels' sources by content, so a change to them rebuilds.
kernels=$(cat tesseract-simd/* tesseract-speed/* | sha256sum | cut -c1-16)
recipe="tesseract $version ${options[*]} simd $kernels"
if [ "$(cat "$prefix/.recipe" 2>/dev/null)" = "$recipe" ]; then exit 0; fi

# The source sits next to the binary package in the pool of the mirror apt itself uses (Debian's
# own when apt has no package lists); the checksum above is the one Debian's .dsc states.
deb_uri=$(apt-get download --print-uris libtesseract5 2>/dev/null | head -n 1 | cut -d"'" -f2 || true)
pool="${deb_uri%/*}"
url="${pool:-http://deb.debian.org/debian/pool/main/t/tesseract}/tesseract_${version}.orig.tar.gz"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "build-tesseract: fetching $url"
curl -fsS --retry 3 -o "$work/source.tar.gz" "$url"
echo "$sha256  $work/source.tar.gz" | sha256sum -c --quiet -
tar -xzf "$work/source.tar.gz" -C "$work"
cp tesseract-simd/*.cpp tesseract-simd/*.h "$work/tesseract-$version/src/arch/"
patch -s -p1 -d "$work/tesseract-$version" <tesseract-simd/tesseract-$version-avx512.patch
cp tesseract-speed/*.h "$work/tesseract-$version/src/textord/"
patch -s -p1 -d "$work/tesseract-$version" <tesseract-speed/tesseract-$version-speed.patch
echo "build-tesseract: building libtesseract $version (80 s on 2 idle cores here)"
cmake -S "$work/tesseract-$version" -B "$work/build" "${options[@]}" -DCMAKE_INSTALL_PREFIX="$prefix" >"$work/cmake.log" 2>&1 \
  || { tail -n 30 "$work/cmake.log" >&2; exit 1; }
cmake --build "$work/build" -j "$(nproc)" >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log" >&2; exit 1; }
rm -rf "$prefix"
cmake --install "$work/build" >/dev/null
rm -rf "$prefix/share"
echo "$recipe" >"$prefix/.recipe"
echo "build-tesseract: installed in $prefix"
