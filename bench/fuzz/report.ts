// bench/results/fuzz.md and .json: the machine and source, the settings, what was tried (by
// seed kind and by mutator) and how it ended, the findings with their recipes, and the
// server's memory before, right after and some idle time after the run.
import { factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { writeResults } from '../_kit/results.js';
import { mutatorNames } from './mutate.js';
import type { SessionResult } from './fuzz-session.js';
import type { WarmUp } from './warm-up.js';

/** Memory that did not come back: more than this over the baseline once idle (MiB, and a share of the baseline). */
const RSS_GROWTH_MIB = 128;
const RSS_GROWTH_SHARE = 0.5;

export function memoryProblem(baseline: number, settled: number | null): string | undefined {
  if (settled === null) return undefined; // the server died: that is its own finding
  const allowed = Math.max(RSS_GROWTH_MIB, baseline * RSS_GROWTH_SHARE);
  return settled - baseline > allowed
    ? `RSS ${settled.toFixed(0)} MiB once idle, ${(settled - baseline).toFixed(0)} MiB over the baseline ${baseline.toFixed(0)} MiB (allowed ${allowed.toFixed(0)})`
    : undefined;
}

interface FuzzReport {
  facts: MachineFacts;
  source: unknown;
  settings: { clients: number; controlEvery: number; pageTimeoutMs: number; settleS: number; ocrThreads: number; minutes: number };
  seed: number;
  database: string;
  seeds: string[];
  warm: WarmUp;
  result: SessionResult;
  elapsedS: number;
  findingsDir: string;
  rss: { baseline: number; end: number | null; settled: number | null; samples: { s: number; mib: number }[] };
}

const mib = (n: number | null) => (n === null ? 'n/a (server gone)' : `${n.toFixed(0)} MiB`);

function table(title: string, rows: Record<string, Record<string, number>>, order: readonly string[]): string[] {
  const columns = [...new Set(Object.values(rows).flatMap((r) => Object.keys(r)))].sort();
  const lines = [`| ${title} | inputs | ${columns.join(' | ')} |`, `|---|---:|${columns.map(() => '---:|').join('')}`];
  for (const name of order) {
    const r = rows[name] ?? {};
    const total = Object.values(r).reduce((a, b) => a + b, 0);
    lines.push(`| ${name} | ${total} | ${columns.map((c) => r[c] ?? 0).join(' | ')} |`);
  }
  return lines;
}

export async function writeFuzzResults(r: FuzzReport): Promise<void> {
  const { result, settings: s } = r;
  const perMinute = (result.tried / r.elapsedS) * 60;
  const md = [
    '# Fuzz: mutated PDFs and images through a real server',
    '',
    `\`npm run bench:fuzz -- --minutes ${s.minutes} --seed ${r.seed}\` makes the same inputs again.`,
    '',
    ...factsLines(r.facts),
    `- source: ${JSON.stringify(r.source)} (files changed under src/ and bench/fuzz/ against that commit; the tree is shared)`,
    `- server: a child \`docrec serve\`, ${r.database}, PAGE_TIMEOUT_MS ${s.pageTimeoutMs}, OCR_THREADS ${s.ocrThreads}, other settings default`,
    `- ${s.clients} clients uploading at once; the control document read every ${s.controlEvery} inputs (${result.controlChecks} times) and once after the run`,
    `- seeds (${r.seeds.length}): ${r.seeds.join(', ')}; unmutated they ended ${[...new Set(Object.values(r.warm.seedOutcomes))].join(', ')}`,
    '',
    `## ${result.tried} inputs in ${(r.elapsedS / 60).toFixed(1)} min (${perMinute.toFixed(0)} a minute)`,
    '',
    '| outcome | inputs |',
    '|---|---:|',
    ...Object.entries(result.outcomes)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `| ${k} | ${v} |`),
    '',
    ...table('seed kind', result.byKind, Object.keys(result.byKind).sort()),
    '',
    'An input may carry up to three mutators, so the mutator rows add up to more than the inputs.',
    '',
    ...table('mutator', result.byMutator, mutatorNames),
    '',
    '## Findings',
    '',
    ...(result.findings.length === 0
      ? ['none']
      : result.findings.map(
          (f) =>
            `- input ${f.index} (${f.seed}, ${f.mutators.join(' + ') || 'unmutated'}): ${f.outcome}: ${f.problem}${f.file ? ` — kept at ${f.file}` : ''}`,
        )),
    '',
    '## Memory (server RSS, main and worker threads)',
    '',
    `- baseline (after every seed was read once): ${mib(r.rss.baseline)}`,
    `- during the run, each minute: ${r.rss.samples
      .filter((x, i) => i % 6 === 5)
      .map((x) => x.mib)
      .join(', ')} MiB (peak ${Math.max(0, ...r.rss.samples.map((x) => x.mib))} MiB; every 10 s in fuzz.json)`,
    `- right after the run: ${mib(r.rss.end)}`,
    `- after ${s.settleS} s idle: ${mib(r.rss.settled)} (a finding past +${RSS_GROWTH_MIB} MiB or +${RSS_GROWTH_SHARE * 100}% of the baseline, whichever is more)`,
  ].join('\n');
  await writeResults('fuzz', { ...r, perMinute }, md);
}
