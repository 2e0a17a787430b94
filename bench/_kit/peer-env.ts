// The environment a peer command runs in: the bench's own, less what docrec's launcher added.
// `npm run bench` starts through native/with-allocator.sh so that its in-process API servers run
// with jemalloc as `npm start` does; raw `tesseract`, the same-build CLI and OCRmyPDF are run as a
// user runs them, on the system's malloc, so LD_PRELOAD is not passed on to them.
import { readFileSync } from 'node:fs';

export function peerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.LD_PRELOAD;
  return env;
}

/** Which malloc this process runs on: jemalloc when the launcher preloaded it, else glibc's. */
export function processMalloc(): string {
  return readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc') ? 'jemalloc (native/with-allocator.sh)' : "glibc's";
}
