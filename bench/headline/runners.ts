// The headline bench's runners, one entry each. An API runner names the server environment it
// needs beyond the common one (OCR_ENGINE, OCR_THREADS, OCR_LANGUAGES): runners with the same
// extra environment share one server, so a runner on another kernel or setting is one more entry.
// The server of a runner with extra environment runs in a child process (the kernel is one choice
// per process), the others' in the bench's own (run.ts).
//   a       raw Debian `tesseract`, the page's right single language, one process per core (the bar)
//   c       OCRmyPDF over one PDF of the pages, when installed
//   d       the whole API without `language` (the headline)
//   e       the whole API told each page's language
//   f       as a, with the CLI built beside docrec's libtesseract (native/build-tesseract.sh)
//   d-avx2  as d, on a server with OCR_SIMD=avx2 (the forced AVX2 kernel), when this host can run it
import { loadAddon } from '../../src/ocr/engines/native-engine.js';
import { DOCREC_BUILD_CLI } from '../languages/runners.js';
import { OCRMYPDF_INSTALL } from '../languages/ocrmypdf.js';

export interface HeadlineRunner {
  name: string;
  label: string;
  how: { raw: { binary?: string } } | { api: { env: Record<string, string>; language: boolean } } | { ocrmypdf: true };
  /** Why it does not run this time (and how to make it run); undefined when it runs. */
  skipped?: string;
}

export function headlineRunners(ocrmypdf: string | undefined): HeadlineRunner[] {
  const noAvx2 = avx2Missing();
  const runners: HeadlineRunner[] = [
    { name: 'a', label: 'raw Debian `tesseract`, right single language, one process per core (the bar)', how: { raw: {} } },
    {
      name: 'c',
      label: 'OCRmyPDF over one PDF of the pages, `--jobs <cores>`, every pack',
      how: { ocrmypdf: true },
      ...(ocrmypdf ? {} : { skipped: `OCRmyPDF is not installed; to include it: ${OCRMYPDF_INSTALL}` }),
    },
    { name: 'd', label: 'whole API, no `language`', how: { api: { env: {}, language: false } } },
    { name: 'e', label: 'whole API, right `language` given', how: { api: { env: {}, language: true } } },
    {
      name: 'f',
      label:
        "same-build CLI (native/tesseract/bin/tesseract, built like docrec's libtesseract), right single language, one process per core",
      how: { raw: { ...(DOCREC_BUILD_CLI ? { binary: DOCREC_BUILD_CLI } : {}) } },
      ...(DOCREC_BUILD_CLI ? {} : { skipped: 'native/tesseract/bin/tesseract is not there; `bash .ci/setup.sh` builds it' }),
    },
    {
      name: 'd-avx2',
      label: 'whole API, no `language`, server with OCR_SIMD=avx2 (the forced AVX2 kernel)',
      how: { api: { env: { OCR_SIMD: 'avx2' }, language: false } },
      ...(noAvx2 ? { skipped: noAvx2 } : {}),
    },
  ];
  return runners;
}

/** Why this host cannot run OCR_SIMD=avx2 (the server would refuse to start), or undefined when it can. */
function avx2Missing(): string | undefined {
  let supported: readonly string[];
  try {
    const kernels = loadAddon().simdKernels();
    if (!kernels) return "OCR_SIMD needs docrec's libtesseract, which is not built; `bash .ci/setup.sh` builds it";
    supported = kernels.supported;
  } catch (err) {
    return `OCR_SIMD needs the native addon, which does not load here (${(err as Error).message.split('\n')[0]})`;
  }
  return supported.includes('avx2')
    ? undefined
    : `this CPU or OS cannot run the AVX2 kernel (it can run: ${supported.join(', ') || 'none'})`;
}

/** The key of the server an API runner needs (runners with the same extra environment share one). */
export const serverKey = (env: Record<string, string>): string =>
  JSON.stringify(Object.entries(env).sort(([x], [y]) => x.localeCompare(y)));
