#!/bin/sh
# Runs a command with jemalloc as the process's malloc where Debian's libjemalloc2 is installed
# (setup installs it), else as it is. Tesseract allocates and frees many small objects per text
# line; with jemalloc the page worker used 10% less CPU per page than with glibc's malloc on the
# broad bench set, the same text on every page (measured in a worker thread, as the server runs
# pages). glibc's tunables (mmap and trim thresholds, top pad) gave none of it. `npm start`, the
# container image and `npm run bench` start through this; `node dist/src/cli.js serve` does not.
#
# oversize_threshold:0: jemalloc 5.3 gives every allocation over 8 MiB its own arena, whose pages
# go back to the kernel the moment they are freed. A page at 300 DPI is 8.7 million gray pixels,
# so each rendering, each Leptonica copy of it and each of Tesseract's page images faulted its
# memory in afresh (page faults were 7% of the page worker's perf samples). With big allocations
# in the ordinary arenas, freed pages wait out the usual decay (10 s) and the next page reuses
# them: 8-20% less CPU in paired runs over a third of the broad set, the same text on every page,
# the same peak memory. A MALLOC_CONF set by the caller is left as it is.
lib=$(ls /usr/lib/*/libjemalloc.so.2 2>/dev/null | head -n 1)
if [ -n "$lib" ]; then
  LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}"
  MALLOC_CONF="${MALLOC_CONF:-oversize_threshold:0}"
  export LD_PRELOAD MALLOC_CONF
fi
exec "$@"
