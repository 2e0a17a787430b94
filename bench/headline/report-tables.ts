// The headline report's long tables: per group (part or kind), the gate's failures, every page,
// every run.
import { fmt } from '../_kit/stats.js';
import type { HeadlineSummary } from './summarize.js';
import type { GroupStats } from './summary.js';

export function groupTable(stats: GroupStats[], runners: string[], what: string): string[] {
  const groups = [...new Set(stats.map((g) => g.group))];
  const others = runners.filter((r) => r !== 'a');
  const head = [
    what,
    'pages',
    'a pages/s',
    ...others.map((r) => `${r}/a`),
    ...runners.map((r) => `CER ${r}`),
    'bag a',
    'bag d',
    ...others.map((r) => `${r} over gate`),
  ];
  const rows = groups.map((group) => {
    const of = (r: string) => stats.find((g) => g.group === group && g.runner === r);
    const cells = [
      group,
      String(of('a')?.pages ?? 0),
      fmt(of('a')?.pagesPerS, 3),
      ...others.map((r) => fmt(of(r)?.ratioToA, 3)),
      ...runners.map((r) => fmt(of(r)?.meanCer, 4)),
      fmt(of('a')?.meanBag, 4),
      fmt(of('d')?.meanBag, 4),
      ...others.map((r) => (of(r)?.overGate.length ? `${of(r)!.overGate.length}: ${of(r)!.overGate.join(', ')}` : '0')),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i === 0 || h.includes('gate') ? '---' : '---:')).join('|')}|`, ...rows];
}

export function failureTable(s: HeadlineSummary): string[] {
  if (s.gateFailures.length === 0) return ['None: every page of every API runner within a + 0.002.'];
  return [
    'What the API recorded reading the page (the resolution it chose, how, the language), and the word-bag errors: where they are equal, the same words were read in another order (reading order, not misreading).',
    '',
    '| runner | page | kind | part | a CER | CER | gap | a bag | bag | API: dpi | API: method | API: language |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...s.gateFailures.map(
      (f) =>
        `| ${f.runner} | ${f.page} | ${f.kind} | ${f.part} | ${fmt(f.aCer, 4)} | ${fmt(f.cer, 4)} | +${fmt(f.gap, 4)} | ${fmt(f.aBag, 4)} | ${fmt(f.bag, 4)} | ${f.facts?.dpi ?? '–'} | ${f.facts?.method ?? '–'} | ${f.facts?.language ?? '–'} |`,
    ),
  ];
}

export function pageTable(s: HeadlineSummary, runners: string[]): string[] {
  const d = s.apiFacts.d ?? [];
  return [
    'CER per runner (worst round), word-bag error of a and d, and what the API recorded reading it without `language` (d).',
    '',
    `| page | kind | part | iso | -l (a) | stated dpi | ${runners.map((r) => `${r} CER`).join(' | ')} | a bag | d bag | d: dpi | d: method | d: language |`,
    `|---|---|---|---|---|---:|${runners.map(() => '---:').join('|')}|---:|---:|---:|---|---|`,
    ...s.pages.map((p, i) => {
      const cers = runners.map((r) => fmt(p.cer[r], 4));
      const f = d[i];
      return `| ${p.name} | ${p.kind} | ${p.part} | ${p.iso ?? '–'} | ${p.tesseract} | ${p.dpi} | ${cers.join(' | ')} | ${fmt(p.bag.a, 4)} | ${fmt(p.bag.d, 4)} | ${f?.dpi ?? '–'} | ${f?.method ?? '–'} | ${f?.language ?? '–'} |`;
    }),
  ];
}

export function runTable(s: HeadlineSummary): string[] {
  return [
    "| round | runner | wall ms | pages/s | others' CPU (cores) |",
    '|---:|---|---:|---:|---:|',
    ...s.runs.map((r) => `| ${r.round} | ${r.runner} | ${r.wallMs} | ${fmt(r.pagesPerS, 3)} | ${fmt(r.foreignCores, 2)} |`),
  ];
}
