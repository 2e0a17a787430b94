// The six ways the languages bench (run.ts) reads a setting's pages, each timed from the first page
// handed over to the last result:
//   a  raw `tesseract -l <the page's right language>`, one process per core (the bar),
//   b  raw `tesseract -l <every pack of the setting>` (what a naive user runs),
//   c  OCRmyPDF over one PDF of the pages (ocrmypdf.ts),
//   d  the whole API without `language`, each page its own document,
//   e  the whole API told each page's language (the control),
//   f  as a, but the CLI built like docrec's libtesseract (native/build-tesseract.sh): how much of
//      d's lead is that build's, when the build left its CLI there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AccuracyPage } from '../accuracy/set.js';
import { upload, waitCompleted } from '../_kit/api-client.js';
import type { BenchServer } from '../_kit/bench-server.js';
import { root } from '../_kit/results.js';
import { rawTesseract, workQueue } from '../_kit/ocr-runners.js';
import { runOcrmypdf } from './ocrmypdf.js';
import type { Setting } from './settings.js';

/** What the API recorded for a page: the resolution it was read at, how, and in which language. */
export interface PageFacts {
  dpi: number | null;
  method: string;
  language: string | null;
}

export interface Outcome {
  wallMs: number;
  texts: string[];
  facts?: PageFacts[];
}

export interface LanguageRunner {
  name: string;
  label: string;
  run: () => Promise<Outcome>;
}

/** The CLI native/build-tesseract.sh builds beside docrec's libtesseract, when it is there. */
export const DOCREC_BUILD_CLI = [join(root, 'native/tesseract/bin/tesseract')].find((path) => existsSync(path));

/** `threads` raw `tesseract` processes at a time (`binary`: another build of the CLI); `done` is told of each page. */
export async function rawRun(
  pages: AccuracyPage[],
  threads: number,
  languages: (p: AccuracyPage) => string,
  binary?: string,
  done: () => void = () => {},
): Promise<Outcome> {
  const started = performance.now();
  const results = await workQueue(pages, threads, async (p) => {
    const result = await rawTesseract(p.path, languages(p), undefined, binary);
    done();
    return result;
  });
  return { wallMs: performance.now() - started, texts: results.map((r) => r.text) };
}

async function pageFacts(server: BenchServer, id: string): Promise<PageFacts> {
  const res = await fetch(`${server.url}/v1/documents/${id}/pages/1`, { headers: { Authorization: `Bearer ${server.key}` } });
  if (res.status !== 200) throw new Error(`GET /v1/documents/${id}/pages/1 answered ${res.status}: ${await res.text()}`);
  const page = (await res.json()) as { dpi: number | null; method: string; language: string | null };
  return { dpi: page.dpi, method: page.method, language: page.language };
}

/** Uploads each page as its own document (in turn, as one client would), then waits for all. */
export async function apiRun(
  server: BenchServer,
  pages: AccuracyPage[],
  language: (p: AccuracyPage) => string | undefined,
): Promise<Outcome> {
  const uploads = [];
  for (const p of pages) uploads.push(await upload(server, p.path, language(p)));
  const docs = await waitCompleted(
    server,
    uploads.map((u) => u.id),
    60 * 60_000,
  );
  const last = Math.max(...docs.map((d) => Date.parse(d.completed_at!)));
  const wallMs = last - uploads[0]!.startedAt;
  // Read after the clock stopped: the page objects are not part of the work measured.
  const facts = [];
  for (const u of uploads) facts.push(await pageFacts(server, u.id));
  return { wallMs, texts: docs.map((d) => d.result?.text ?? ''), facts };
}

interface RunnerContext {
  setting: Setting;
  server: BenchServer;
  threads: number;
  dir: string;
  /** The setting's pages as one PDF for OCRmyPDF; undefined when it is not installed. */
  pdf: string | undefined;
}

export function languageRunners({ setting, server, threads, dir, pdf }: RunnerContext): LanguageRunner[] {
  const { pages, packs } = setting;
  const all = packs.join('+');
  const runners: LanguageRunner[] = [
    { name: 'a', label: 'raw `tesseract`, right single language, one per core', run: () => rawRun(pages, threads, (p) => p.tesseract) },
    { name: 'b', label: `raw \`tesseract -l ${all}\`, one per core`, run: () => rawRun(pages, threads, () => all) },
  ];
  if (pdf) {
    runners.push({
      name: 'c',
      label: `OCRmyPDF \`--jobs ${threads} --output-type pdf -l ${all}\`, one PDF`,
      run: () => runOcrmypdf(pdf, pages.length, packs, threads, dir),
    });
  }
  runners.push(
    { name: 'd', label: 'whole API, no `language`', run: () => apiRun(server, pages, () => undefined) },
    { name: 'e', label: 'whole API, right `language` given (control)', run: () => apiRun(server, pages, (p) => p.iso ?? undefined) },
  );
  if (DOCREC_BUILD_CLI) {
    runners.push({
      name: 'f',
      label: "raw `tesseract` built like docrec's libtesseract, right single language, one per core (reference)",
      run: () => rawRun(pages, threads, (p) => p.tesseract, DOCREC_BUILD_CLI),
    });
  }
  return runners;
}
