# docrec: Debian bookworm + Node 20. The build runs the same setup script as the README and CI
# (.ci/setup.sh), so the image installs exactly what a fresh machine would; --require-native makes
# the build fail when the native Tesseract addon does not build and load (never a silent CLI
# fallback). The runtime stage gets only what runs: no compiler, headers, dev dependencies,
# TypeScript sources or addon build tree.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY .ci ./.ci
COPY src ./src
COPY native ./native
COPY bench ./bench
RUN bash .ci/setup.sh --require-native && npm prune --omit=dev && bash .ci/prune-runtime.sh

FROM node:20-bookworm-slim
# tesseract-ocr brings liblept5, which the addon links against, the tesseract CLI (the fallback
# engine) and the OSD model the orientation check uses; the addon's own libtesseract (built by
# native/build-tesseract.sh) is copied from the build stage. Nothing of apt's caches, docs or
# translations is kept in the layer. libjemalloc2: the malloc the server runs with (with-allocator.sh).
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      tesseract-ocr tesseract-ocr-eng tesseract-ocr-ukr libjemalloc2 ca-certificates \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /var/cache/debconf/*-old /var/log/apt /var/log/dpkg.log \
      /usr/share/doc/* /usr/share/man/* /usr/share/locale/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/src ./dist/src
COPY --from=build /app/native/index.cjs /app/native/with-allocator.sh ./native/
COPY --from=build /app/native/build/Release/docrec_tesseract.node ./native/build/Release/
COPY --from=build /app/native/tesseract/lib/libtesseract.so.5.3.0 ./native/tesseract/lib/
# The Redis limiter's Lua script is read at run time from src/limits (tsc does not copy it to dist).
COPY --from=build /app/src/limits/tokenBucket-1.lua ./src/limits/
# The addon must load here too (runtime libraries present), with docrec's libtesseract, or the
# image is not built.
RUN node -e "const lib = require('/app/native/index.cjs').tesseractLibrary(); \
      if (!String(lib).includes('/native/tesseract/lib/')) throw new Error('the addon links ' + lib)" \
 && useradd --system --uid 10001 --home /data docrec && mkdir -p /data && chown docrec /data
USER docrec
# OCR_THREADS is not set: it defaults to the container's CPU quota (cgroup cpu.max), else its cores.
# OCR_ENGINE=native: a start without the addon fails loudly instead of running on the CLI.
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data NODE_ENV=production OCR_ENGINE=native
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (503 + Retry-After, pages in the workers finish, leases released) within ~10 s.
STOPSIGNAL SIGTERM
CMD ["sh", "native/with-allocator.sh", "node", "dist/src/cli.js", "serve"]
