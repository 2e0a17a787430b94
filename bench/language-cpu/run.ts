// CPU seconds per page of each way to read a page whose language the client did not give, in
// process (the worker's own code, no pool): CPU time, unlike wall time, hardly moves when other
// processes load the machine. Dense 11-pt pages, one English and one Ukrainian, interleaved rounds.
//   requested       the right single model (what a client naming the language gets)
//   combined        ukr+eng in one Tesseract pass (what docrec did before without a language)
//   auto, no prior  one model chosen from 10 installed packs: blank survey + OSD on a band + read
//   auto, prior     the same on a later page of a document: the prior picks the model
//
//   npm run bench:language-cpu   (OMP_THREAD_LIMIT=1 is set by the script)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageTask } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { pageText, renderDensePage } from '../_kit/dense-pages.js';
import { ukrainianPageText } from '../_kit/ukrainian-pages.js';

const TEN = 'eng+ukr+deu+fra+pol+rus+spa+ita+por+ces';
type Mode = (uk: boolean) => Pick<PageTask, 'languages' | 'requestedLanguage' | 'languageHint'>;
const modes: Record<string, Mode> = {
  requested: (uk) => ({ languages: uk ? 'ukr' : 'eng', requestedLanguage: uk ? 'uk' : 'en' }),
  combined: (uk) => ({ languages: 'ukr+eng', requestedLanguage: uk ? 'uk' : 'en' }),
  'auto, no prior': () => ({ languages: TEN, requestedLanguage: null }),
  'auto, prior': (uk) => ({ languages: TEN, requestedLanguage: null, languageHint: uk ? 'uk' : 'en' }),
};

async function main() {
  runnerOptions({
    usage: 'npm run bench:language-cpu: CPU per page of each way to read a page without a language (bench/language-cpu/run.ts)',
  });

  const rounds = envNumber('BENCH_ROUNDS', 2);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-cpu-'));
  try {
    const pages = [
      { png: await renderDensePage(dir, 'en', pageText(0)), uk: false },
      { png: await renderDensePage(dir, 'uk', ukrainianPageText(0)), uk: true },
    ];
    const readOnce = async (mode: Mode, p: (typeof pages)[number]) => {
      const before = process.cpuUsage();
      const r = await pageWorker({ kind: 'page', path: p.png, page: 1, maxPixels: 1e8, timeoutMs: 300_000, ...mode(p.uk) });
      const used = process.cpuUsage(before);
      if (!r.ok || !('method' in r)) throw new Error(`page failed: ${JSON.stringify(r)}`);
      return { cpuS: (used.user + used.system) / 1e6, language: r.language };
    };
    progress('warm-up: every model once…');
    for (const mode of Object.values(modes)) for (const p of pages) await readOnce(mode, p);
    const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
    for (let round = 1; round <= rounds; round++) {
      progress(`round ${round}/${rounds}…`);
      for (const [name, mode] of Object.entries(modes)) for (const p of pages) cpu[name]!.push((await readOnce(mode, p)).cpuS);
    }
    const total = (name: string) => cpu[name]!.reduce((s, x) => s + x, 0);
    const rows = Object.keys(modes).map((m) => ({
      mode: m,
      cpuS: Number(total(m).toFixed(2)),
      ratio: Number((total(m) / total('requested')).toFixed(3)),
    }));
    const summary = {
      benchmark: 'language-cpu',
      ...machineFacts(),
      rounds,
      pages: 'one English, one Ukrainian dense 11-pt A4 page, 300 DPI',
      rows,
      perPageCpuS: cpu,
    };
    const md = [
      '# CPU per page without a language (in process, CPU seconds)',
      '',
      `${rounds} interleaved rounds over ${summary.pages}; OMP_THREAD_LIMIT=${process.env.OMP_THREAD_LIMIT ?? 'unset'}.`,
      '',
      '| mode | CPU s (all pages, all rounds) | ratio to requested |',
      '|---|---|---|',
      ...rows.map((r) => `| ${r.mode} | ${r.cpuS} | ${r.ratio} |`),
      '',
    ].join('\n');
    await writeResults('language-cpu', summary, md);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('language-cpu', main);
