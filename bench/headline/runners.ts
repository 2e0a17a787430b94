// The headline bench's runners, one entry each. An API runner names the server environment it
// needs beyond the common one (OCR_ENGINE, OCR_THREADS, OCR_LANGUAGES): runners with the same
// extra environment share one server, so a runner on another kernel or setting is one more entry.
//   a       raw Debian `tesseract`, the page's right single language, one process per core (the bar)
//   c       OCRmyPDF over one PDF of the pages, when installed
//   d       the whole API without `language` (the headline)
//   e       the whole API told each page's language
//   f       as a, with the CLI built beside docrec's libtesseract (native/build-tesseract.sh)
//   d-avx2  as d, on a server with OCR_SIMD=avx2: never run here (see its skipped reason)
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
      // The servers run in this process and the kernel is one choice per process, made before any
      // model loads (the addon refuses another): a second kernel needs a process of its own.
      skipped:
        'the kernel is one choice per process and these servers share this one; npm run bench:profile compares the kernels (AVX2 vs AVX-512 CPU per page), test/integration/simd-kernels.test.ts their bits',
    },
  ];
  return runners;
}

/** The key of the server an API runner needs (runners with the same extra environment share one). */
export const serverKey = (env: Record<string, string>): string =>
  JSON.stringify(Object.entries(env).sort(([x], [y]) => x.localeCompare(y)));
