// Is the whole API, sent no `language`, faster than a user's own `tesseract` loop with the right
// language, at the same accuracy? Issue 13's goal, measured in one run as ratios on the accuracy
// set (bench/accuracy/set.ts), with 2 and with 10 language packs installed (settings.ts), each
// setting against its own baseline on the same pages. Runners (runners.ts): a raw
// single-language tesseract (the bar), b raw with every pack, c OCRmyPDF, d the API without
// `language`, e the API told the language. Rounds interleave every runner of both settings so a
// slow stretch of the shared machine hits them alike; each run waits for a quiet machine first.
//
//   npm run bench:languages [-- --database-url postgres://…]
//
// --database-url: PostgreSQL for the docrec servers (a fresh schema each, dropped after); without
// it, PGlite. Environment: BENCH_ROUNDS (default 2), BENCH_THREADS (default: cores), BENCH_ONLY (a regular
// expression over page names: a subset for short checks; the report then says it is a smoke run),
// BENCH_ATTEMPTS (default 1: a run during which others used over 0.1 cores is repeated up to this
// many times in all, the quietest kept; its others' CPU is in the report either way).
// OCRmyPDF is not part of the project's setup: without it runner c is skipped (how to install:
// ocrmypdf.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAccuracySet, type AccuracyPage } from '../accuracy/set.js';
import { cer } from '../_kit/cer.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { startBenchServer, type BenchServer } from '../_kit/bench-server.js';
import { metered } from '../_kit/cpu-meter.js';
import { languageMarkdown, type LanguageSummary, type SettingSummary } from './report.js';
import { apiRun, languageRunners, type LanguageRunner, type PageFacts } from './runners.js';
import { pageFilter, settings, type Setting } from './settings.js';
import { runnerStats, type RunRow } from './stats.js';
import { imagesToPdf, OCRMYPDF_INSTALL, ocrmypdfVersion, pdfPageSizes } from './ocrmypdf.js';

const run = promisify(execFile);

interface Plan {
  setting: Setting;
  server: BenchServer;
  pdf: SettingSummary['pdf'];
  runners: LanguageRunner[];
  apiFacts: PageFacts[];
}

/** img2pdf sizes each page from the resolution its image states; a page without one would be read at another scale. */
async function sizesMatch(pdf: string, pages: AccuracyPage[]): Promise<boolean> {
  const sizes = await pdfPageSizes(pdf, pages.length);
  const pixels = await Promise.all(
    pages.map(async (p) => (await run('identify', ['-format', '%w %h', p.path])).stdout.split(' ').map(Number)),
  );
  return pages.every((p, i) => {
    const [w, h] = sizes[i] ?? [0, 0];
    return Math.abs(w - (pixels[i]![0]! * 72) / p.dpi) < 1 && Math.abs(h - (pixels[i]![1]! * 72) / p.dpi) < 1;
  });
}

async function prepare(setting: Setting, threads: number, dir: string, ocrmypdf: boolean, databaseUrl: string | undefined): Promise<Plan> {
  const env = { OCR_ENGINE: 'native', OCR_THREADS: String(threads), OCR_LANGUAGES: setting.packs.join(',') };
  const server = await startBenchServer({ databaseUrl, env });
  let pdf: string | undefined;
  let pdfFacts: SettingSummary['pdf'] = null;
  if (ocrmypdf) {
    const made = await imagesToPdf(
      setting.pages.map((p) => p.path),
      dir,
      `input-${setting.packs.length}-packs`,
    );
    pdf = made.pdf;
    pdfFacts = { ms: Math.round(made.ms), sizesMatchStatedDpi: await sizesMatch(made.pdf, setting.pages) };
  }
  return { setting, server, pdf: pdfFacts, runners: languageRunners({ setting, server, threads, dir, pdf }), apiFacts: [] };
}

function summarize(plan: Plan, rows: RunRow[]): SettingSummary {
  const { setting } = plan;
  const own = rows.filter((r) => r.setting === setting.name);
  const names = setting.pages.map((p) => p.name);
  return {
    name: setting.name,
    packs: setting.packs,
    pages: setting.pages.map(({ name, iso, tesseract, dpi, judgeLanguage }) => ({ name, iso, tesseract, dpi, judgeLanguage })),
    pdf: plan.pdf,
    stats: runnerStats(own, plan.runners, names),
    apiFacts: plan.apiFacts,
    languageWrong: setting.pages.filter((p, i) => p.judgeLanguage && plan.apiFacts[i]?.language !== p.iso).map((p) => p.name),
    runs: own,
  };
}

async function main() {
  const { databaseUrl } = runnerOptions({
    usage: 'npm run bench:languages [-- --database-url URL]: the API without `language` vs raw tesseract told it (bench/languages/run.ts)',
    database: true,
  });
  const facts = machineFacts();
  const rounds = envNumber('BENCH_ROUNDS', 2);
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const attempts = envNumber('BENCH_ATTEMPTS', 1);
  const only = process.env.BENCH_ONLY || undefined;
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-languages-'));
  const plans: Plan[] = [];
  try {
    progress('building the accuracy set…');
    const pages = await buildAccuracySet(dir, pageFilter(only));
    if (pages.length === 0) throw new Error(`BENCH_ONLY=${only} matches no page of the accuracy set`);
    const version = await ocrmypdfVersion();
    if (!version) progress(`OCRmyPDF not found: runner c is skipped. To include it: ${OCRMYPDF_INSTALL}`);
    for (const setting of settings(pages)) {
      progress(`setting up ${setting.name}: a docrec server${version ? " and OCRmyPDF's input PDF" : ''}…`);
      plans.push(await prepare(setting, threads, dir, version !== undefined, databaseUrl));
    }
    for (const plan of plans) {
      progress(`warm-up ${plan.setting.name} (the API's threads load their models)…`);
      await apiRun(plan.server, plan.setting.pages.slice(0, threads * 2), () => undefined);
    }

    const rows: RunRow[] = [];
    for (let round = 1; round <= rounds; round++) {
      for (const plan of plans) {
        const truth = plan.setting.pages.map((p) => p.text);
        for (const r of plan.runners) {
          progress(`round ${round}/${rounds}, ${plan.setting.name}: ${r.name}…`);
          const m = await metered(r.run, attempts);
          if (r.name === 'd' && m.value.facts) plan.apiFacts = m.value.facts;
          rows.push({
            setting: plan.setting.name,
            runner: r.name,
            round,
            wallMs: Math.round(m.value.wallMs),
            pagesPerS: Number((truth.length / (m.value.wallMs / 1000)).toFixed(4)),
            foreignCores: Number(m.foreignCores.toFixed(3)),
            cers: m.value.texts.map((t, i) => Number(cer(t, truth[i]!).toFixed(4))),
          });
        }
      }
    }
    const summary: LanguageSummary = {
      benchmark: 'language-throughput',
      ...facts,
      threads,
      rounds,
      attempts,
      only,
      ocrmypdf: version,
      settings: plans.map((p) => summarize(p, rows)),
    };
    await writeResults('language-throughput', summary, languageMarkdown(summary));
  } finally {
    for (const p of plans) await p.server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('language-throughput', main);
