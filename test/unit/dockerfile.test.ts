// Docker is not available on the build machines, so the image must be built by the same script
// the README and CI run (.ci/setup.sh, one source of truth); this reads the Dockerfile to hold it
// to that and to what the image promises (bookworm + Node 20, Tesseract eng+ukr, non-root,
// HEALTHCHECK, the Lua script the Redis limiter reads, no OCR_THREADS pinned).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
const lines = dockerfile.split('\n').filter((l) => !l.trimStart().startsWith('#'));
const instructions = lines.join('\n').replace(/\\\n/g, ' ');
const stages = instructions.split(/^FROM /m).slice(1);

describe('Dockerfile', () => {
  it('builds in a bookworm Node 20 stage with the setup script and runs from a second stage', () => {
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage).toMatch(/^node:20-bookworm(-slim)?\b/);
    // --require-native: the build fails when the addon does not build and load (no silent CLI fallback).
    expect(stages[0]).toMatch(/^RUN bash \.ci\/setup\.sh --require-native\b/m);
    expect(stages[0]).toMatch(/^COPY \.ci \.\/\.ci$/m);
    expect(stages[0]).toMatch(/^COPY native /m); // the addon is built in the build stage
    // The runtime gets the compiled addon and its loader, not its sources or build tree.
    expect(stages[1]).toMatch(/COPY --from=build \/app\/native\/build\/Release\/docrec_tesseract\.node /);
    expect(stages[1]).toMatch(/COPY --from=build \/app\/native\/index\.cjs /);
    expect(stages[1]).not.toMatch(/COPY --from=build \/app\/native /);
  });

  it('keeps compilers, headers and TypeScript sources out of the runtime stage', () => {
    const runtime = stages[1]!;
    expect(runtime).not.toMatch(/\b(g\+\+|gcc|make|pkg-config|python3|\S+-dev)\b/);
    expect(runtime).not.toMatch(/setup\.sh/);
    expect(runtime).not.toMatch(/COPY --from=build \/app\/src /);
    expect(runtime).toMatch(/^ENV .*\bOCR_ENGINE=native\b/m);
  });

  it('runs as a non-root user with a health check and the data volume', () => {
    const runtime = stages[1]!;
    expect(runtime).toMatch(/tesseract-ocr-eng/);
    expect(runtime).toMatch(/tesseract-ocr-ukr/);
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/m);
    // Through the jemalloc launcher, which execs node: node is still PID 1 and gets SIGTERM.
    expect(runtime).toMatch(/^CMD \["sh", "native\/with-allocator\.sh", "node", "dist\/src\/cli\.js", "serve"\]$/m);
    expect(runtime).toMatch(/COPY --from=build .*\/app\/native\/with-allocator\.sh \.\/native\//);
    expect(runtime).toMatch(/\blibjemalloc2\b/);
    expect(runtime).toMatch(/COPY --from=build \/app\/src\/limits\/tokenBucket-1\.lua /);
    expect(runtime).not.toMatch(/OCR_THREADS=/);
  });
});
