// The accuracy gate in one process, for calibrating page decisions: builds the accuracy set,
// reads every page with raw `tesseract` (right single language) and with docrec's page worker
// (no language, six packs), and prints per page both CERs, the gap against the +0.002 allowance,
// the language docrec told, how it read the page (method, dpi) and both CPU times.
//
//   npm run bench:accuracy [-- name-filter]   (OMP_THREAD_LIMIT=1 is set by the script)
//   DOCREC_GATE_RAW_CACHE=dir keeps raw texts by file content between runs.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isoCodeFor } from '../../src/domain/languages.js';
import { CER_ALLOWANCE, buildAccuracySet, type AccuracyPage } from './set.js';
import { GATE_LANGUAGES, readDocrec, readRaw, type DocrecReading, type RawReading } from './readers.js';
import { cer } from '../_kit/cer.js';
import { factsLines, machineFacts } from '../_kit/machine-facts.js';
import { fmt, sum } from '../_kit/stats.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { runnerOptions } from '../_kit/options.js';

/** Loads every model (and OSD) once on a one-line page, so no page's CPU includes loading them. */
async function warmUp(dir: string): Promise<void> {
  const png = join(dir, 'warm-up.png');
  execFileSync('convert', [
    '-size',
    '1200x200',
    'xc:white',
    '-density',
    '300',
    '-units',
    'PixelsPerInch',
    '-font',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '-pointsize',
    '11',
    '-annotate',
    '+40+100',
    'Warm up 2026',
    '-colorspace',
    'Gray',
    png,
  ]);
  for (const code of GATE_LANGUAGES.split('+')) await readDocrec(png, code, isoCodeFor(code) ?? null);
  await readDocrec(png);
}

function gateRow(page: AccuracyPage, raw: RawReading, doc: DocrecReading) {
  const rawCer = cer(raw.text, page.text);
  const docCer = cer(doc.text, page.text);
  const cerOk = docCer <= rawCer + CER_ALLOWANCE + 1e-9;
  const languageOk = !page.judgeLanguage || doc.language === page.iso;
  return {
    name: page.name,
    rawCer: Number(rawCer.toFixed(4)),
    docrecCer: Number(docCer.toFixed(4)),
    gap: Number((docCer - rawCer).toFixed(4)),
    pass: cerOk && languageOk,
    cerOk,
    languageOk,
    language: doc.language,
    truth: page.iso,
    judged: page.judgeLanguage,
    method: doc.method,
    dpi: doc.geometry.dpi,
    fileDpi: page.dpi,
    docrecCpuMs: doc.cpuMs,
    rawCpuMs: raw.cpuMs,
    rawCached: raw.cached,
    prepared: doc.prepared ?? [],
  };
}
type GateRow = ReturnType<typeof gateRow>;

async function main() {
  const { positionals } = runnerOptions({
    usage:
      "npm run bench:accuracy [-- name-filter]: the accuracy set through raw tesseract and docrec's page worker (bench/accuracy/run.ts)",
    positionals: true,
  });

  const facts = machineFacts();
  const filter = positionals[0];
  const cacheDir = process.env.DOCREC_GATE_RAW_CACHE || undefined;
  const dir = await mkdtemp(join(tmpdir(), 'docrec-accuracy-'));
  try {
    const started = Date.now();
    const pages = await buildAccuracySet(dir, filter ? (n) => n.includes(filter) : undefined);
    progress(`built ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s; warming up…`);
    await warmUp(dir);
    const rows: GateRow[] = [];
    for (const page of pages) {
      const row = gateRow(page, await readRaw(page, cacheDir), await readDocrec(page.path));
      rows.push(row);
      progress(line(row));
    }
    const rawCpu = sum(rows.map((r) => r.rawCpuMs));
    const docCpu = sum(rows.map((r) => r.docrecCpuMs));
    const cached = rows.filter((r) => r.rawCached).length;
    const failing = rows.filter((r) => !r.pass).map((r) => r.name);
    const totals = {
      pages: rows.length,
      failing,
      rawFromCache: cached,
      cpuRatioRawOverDocrec: Number((rawCpu / docCpu).toFixed(3)),
      rawCpuMs: rawCpu,
      docrecCpuMs: docCpu,
    };
    const md = [
      '# Accuracy gate: docrec (no language, six packs) against raw tesseract (right language)',
      '',
      ...factsLines(facts),
      '',
      `Gate: docrec CER ≤ raw CER + ${CER_ALLOWANCE} on every page, language right where the page is long enough.`,
      '',
      '| page | raw CER | docrec CER | gap | pass | language (truth) | method | dpi | docrec CPU ms | raw CPU ms | prepared |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${fmt(r.rawCer, 4)} | ${fmt(r.docrecCer, 4)} | ${r.gap >= 0 ? '+' : ''}${fmt(r.gap, 4)} | ${r.pass ? 'pass' : `**FAIL**${r.cerOk ? '' : ' CER'}${r.languageOk ? '' : ' language'}`} | ${r.language ?? '–'} (${r.truth ?? '–'}${r.judged ? '' : ', not judged'}) | ${r.method} | ${r.dpi ?? '–'} / ${r.fileDpi} | ${r.docrecCpuMs} | ${r.rawCpuMs}${r.rawCached ? ' (cached)' : ''} | ${r.prepared.join(', ')} |`,
      ),
      '',
      `Totals${cached ? ` (${cached} raw readings from DOCREC_GATE_RAW_CACHE, their CPU measured in an earlier run)` : ''}: CPU raw / docrec = ${fmt(totals.cpuRatioRawOverDocrec, 3)} (raw ${rawCpu} ms, docrec ${docCpu} ms); pages failing: ${failing.length}${failing.length ? ` (${failing.join(', ')})` : ''}.`,
      'dpi: what docrec recorded / what the file states.',
    ].join('\n');
    await writeResults(
      'accuracy-gate',
      { benchmark: 'accuracy-gate', ...facts, languages: GATE_LANGUAGES, allowance: CER_ALLOWANCE, totals, rows },
      md,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function line(r: GateRow): string {
  return (
    `${r.name.padEnd(19)} raw ${fmt(r.rawCer, 4)} docrec ${fmt(r.docrecCer, 4)} gap ${fmt(r.gap, 4).padStart(7)} ${r.pass ? 'pass' : 'FAIL'}` +
    `  lang ${r.language ?? '-'}/${r.truth ?? '-'}  ${r.method} @${r.dpi ?? '-'}dpi  cpu docrec ${r.docrecCpuMs} ms raw ${r.rawCpuMs} ms`
  );
}

runMain('accuracy-gate', main);
