// The one import of uWebSockets.js. The package silently falls back to a slow `ws`
// implementation when its binary cannot load, so we check which one we got.
import uWS from 'uWebSockets.js';

export { uWS };

/** True when the process has the package's native .node binary loaded (not the ws fallback). */
export function nativeUwsLoaded(): boolean {
  const binary = `uws_${process.platform}_${process.arch}_${process.versions.modules}.node`;
  const report = process.report.getReport() as { sharedObjects?: string[] };
  return (report.sharedObjects ?? []).some((lib) => lib.endsWith(binary));
}
