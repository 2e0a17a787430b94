// OMP_THREAD_LIMIT, the threads OpenMP (libgomp, under a distribution's libtesseract) may start for
// one page. The one place its default is decided: 1, because the pool already runs a Tesseract per
// core, and with more each page runs 2.0-2.6x slower on our 2-core hosts (DESIGN.md).
//
// libgomp reads the variable once, when the dynamic loader maps it (as the addon loads, or as a
// `tesseract` child starts), from the process's real environment. A Worker's process.env is a
// private copy (unless made with SHARE_ENV), so the main thread applies the default, before the
// addon loads and before any worker thread exists; everything else reads the value in force.

const DEFAULT_LIMIT = '1';

/** Puts the default into the environment unless the operator set a value. Main thread only. */
export function applyOmpThreadLimit(): void {
  process.env.OMP_THREAD_LIMIT ??= DEFAULT_LIMIT;
}

/** The limit Tesseract is meant to run with: the operator's value, else the default. */
export function ompThreadLimit(): string {
  return process.env.OMP_THREAD_LIMIT ?? DEFAULT_LIMIT;
}
