#!/usr/bin/env bash
# Trims production node_modules for the runtime image (the Dockerfile's build stage runs it after
# `npm prune --omit=dev`): uWebSockets.js ships its addon for every platform and Node ABI (~110 MB;
# one is loaded), and mupdf ships brotli copies of its files for browsers. Then proves what is
# left still loads.
set -euo pipefail
cd "$(dirname "$0")/.."
keep="uws_$(node -p 'process.platform + "_" + process.arch + "_" + process.versions.modules').node"
find node_modules/uWebSockets.js -name 'uws_*.node' ! -name "$keep" -delete
find node_modules/mupdf/dist -name '*.br' -delete
node -e "require('uWebSockets.js').App; import('mupdf').then(() => console.log('prune-runtime: uWebSockets.js and mupdf load'))"
