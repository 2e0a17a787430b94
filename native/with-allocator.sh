#!/bin/sh
# Runs a command with jemalloc as the process's malloc where Debian's libjemalloc2 is installed
# (setup installs it), else as it is. Tesseract allocates and frees many small objects per text
# line; with jemalloc the page worker used 10% less CPU per page than with glibc's malloc on the
# broad bench set, the same text on every page (measured in a worker thread, as the server runs
# pages). glibc's tunables (mmap and trim thresholds, top pad) gave none of it. `npm start`, the
# container image and `npm run bench` start through this; `node dist/src/cli.js serve` does not.
lib=$(ls /usr/lib/*/libjemalloc.so.2 2>/dev/null | head -n 1)
if [ -n "$lib" ]; then
  LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}"
  export LD_PRELOAD
fi
exec "$@"
