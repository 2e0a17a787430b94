// A WebAssembly trap inside MuPDF (an out-of-bounds access while reading a hostile file) leaves the
// thread's MuPDF module unusable: the trap skips the unwinding of fz_try's exception stack, so
// every later call fails, first oddly, then with "exception stack overflow!". bench:fuzz found a
// thread failing every document after one such input, the unmutated control page included. A
// thread whose task failed is checked here, and one whose MuPDF no longer works is retired like a
// thread that grew too big (thread-recycling.ts), so the next task gets a fresh module.
import * as mupdf from 'mupdf';

/** WebAssembly.RuntimeError messages (V8), and MuPDF's own once its exception stack is full. */
const WASM_TRAP =
  /memory access out of bounds|unreachable|exception stack overflow|divide by zero|integer overflow|invalid conversion to integer|null function|signature mismatch|table index is out of bounds/i;

/** A 1×1 PNG: opening it runs MuPDF's fz_try paths without printing anything. */
const PROBE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** After a task failed with `message`: does this thread's MuPDF still open a document? */
export function mupdfStillWorks(message: string): boolean {
  if (WASM_TRAP.test(message)) return false;
  try {
    const doc = mupdf.Document.openDocument(PROBE, 'image/png');
    try {
      return doc.countPages() === 1;
    } finally {
      doc.destroy();
    }
  } catch {
    return false;
  }
}
