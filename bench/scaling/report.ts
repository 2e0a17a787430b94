// The scaling bench's report: the machine (logical CPUs, physical cores, quota), one row per thread
// count (the API and raw `tesseract`, efficiency against linear, CPU, memory, idle share), the
// fairness measurement and the memory-bandwidth probe, and how to read them.
import type { CpuTopology } from '../../src/config/cpu-topology.js';
import { factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt } from '../_kit/stats.js';
import type { BandwidthProbe } from './bandwidth-probe.js';
import type { FairnessResult } from './fairness.js';
import type { ApiStep, RawStep } from './sweep-step.js';

export interface ScalingSummary extends MachineFacts {
  benchmark: 'scaling';
  topology: CpuTopology | null;
  cgroupQuotaCores: number | null;
  usableCores: number;
  backend: 'pglite' | 'postgres';
  mix: string[];
  busySecondsPerThread: number;
  pagesPerThread: number;
  api: ApiStep[];
  raw: RawStep[];
  fairness: FairnessResult | null;
  bandwidth: BandwidthProbe | null;
}

const mib = (bytes: number) => fmt(bytes / 2 ** 20, 0);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const pct = (x: number) => `${fmt(x * 100, 0)}%`;

/** CPU ms per page less what the idle server spends per second over the step's wall time (its observers). */
function net(a: ApiStep, part: 'server' | 'mainThread'): number {
  const idlePerS = part === 'server' ? a.idleServerMsPerS : a.idleMainThreadMsPerS;
  const used = part === 'server' ? a.cpu.serverMs : a.cpu.mainThreadMs;
  return (used - idlePerS * (a.cpu.wallMs / 1000)) / a.pages;
}

function sweepRows(s: ScalingSummary): string[] {
  if (s.api.length === 0) return ['| (the sweep was not run: --fairness) |'];
  const api1 = s.api[0]!.pagesPerS;
  const raw1 = s.raw[0]!.pagesPerS;
  return s.api.map((a, i) => {
    const r = s.raw[i]!;
    const prev = s.api[i - 1];
    const growth = prev ? (a.rssAfterWarmBytes - prev.rssAfterWarmBytes) / (a.threads - prev.threads) : NaN;
    return (
      `| ${a.threads} | ${fmt(a.pagesPerS, 3)} | ${fmt(a.pagesPerS / (a.threads * api1), 2)} | ${fmt(r.pagesPerS, 3)} | ` +
      `${fmt(r.pagesPerS / (r.processes * raw1), 2)} | ${fmt(a.pagesPerS / r.pagesPerS, 2)} | ${pct(1 - a.meanBusy)} | ` +
      `${fmt(net(a, 'server'), 0)} | ${fmt(net(a, 'mainThread'), 1)} | ${fmt(r.cpu.benchMs / r.pages, 0)} | ` +
      `${mib(mean(a.workerWasmBytes))} / ${mib(Math.max(...a.workerWasmBytes))} | ${mib(mean(a.workerJsHeapBytes))} / ${mib(Math.max(...a.workerJsHeapBytes))} | ` +
      `${mib(a.rssAfterWarmBytes)} | ${prev ? mib(growth) : '–'} | ${mib(a.rssPeakBytes)} | ${fmt(a.cpu.foreignCores)} / ${fmt(r.cpu.foreignCores)} |`
    );
  });
}

function fairnessLines(f: FairnessResult | null): string[] {
  if (!f) return ['Fairness: not measured (--no-fairness).'];
  const row = (label: string, l: FairnessResult['alone']) =>
    `| ${label} | ${fmt(l.p50Ms, 0)} | ${fmt(l.p90Ms, 0)} | ${fmt(l.p99Ms, 0)} | ${fmt(l.maxMs, 0)} | ${fmt(l.claimP99Ms, 0)} | ${fmt(l.afterClaimP50Ms, 0)} | ${fmt(l.afterClaimP99Ms, 0)} | ${fmt(l.foreignCores)} |`;
  return [
    `## Fairness: one-page documents beside a ${f.bigPages}-page document (${f.threads} threads)`,
    '',
    `${f.smallDocuments} one-page documents (\`${f.smallPage}\`), one every ${f.intervalMs} ms, alone and then arriving together with a ` +
      `${f.bigPages}-page scanned PDF (${fmt(f.bigFileBytes / 1024, 0)} KiB); latency is upload to completed_at; ` +
      "claimed is started_at (the scheduler's lease), after which it waits for a thread to open it and one for its page. The stream alone keeps about a quarter of the pool busy. Round-robin across documents gives the big one a thread whenever one frees and no one-page document waits, so a one-page document's wait is bounded by about one of the big one's pages; its own time grows when every thread is busy on a loaded machine.",
    '',
    "| one-page documents | p50 ms | p90 ms | p99 ms | max ms | upload → claimed p99 ms | claimed → completed p50 ms | claimed → completed p99 ms | others' CPU, cores |",
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('alone', f.alone),
    row(`beside the ${f.bigPages}-page one`, f.withBig),
    '',
    `p99 beside / p99 alone = **${fmt(f.withBig.p99Ms / f.alone.p99Ms, 2)}**. The big one: first page stored ${fmt(f.bigFirstPageMs / 1000, 1)} s ` +
      `after its upload began; ${f.bigPagesDuringStream} of its pages done while the stream ran (${fmt(f.bigPagesPerS, 2)} pages/s). ` +
      'It was deleted afterwards.',
  ];
}

function bandwidthLines(b: BandwidthProbe | null): string[] {
  if (!b) return ['Memory-bandwidth probe: not run (--no-bandwidth).'];
  const row = (label: string, c: BandwidthProbe['alone']) =>
    `| ${label} | ${fmt(c.ms / b.pages, 0)} | ${fmt(c.ms / b.alone.ms, 3)} | ${fmt(c.ms / b.besideSpinner.ms, 3)} | ${c.streamGbPerS !== undefined ? fmt(c.streamGbPerS, 1) : '–'} | ${fmt(c.foreignCores)} |`;
  return [
    '## Memory-bandwidth probe (raw `tesseract`, one page at a time)',
    '',
    "| beside | ms per page | time vs alone | time vs beside the spinner | streamer GB/s | others' CPU |",
    '|---|---:|---:|---:|---:|---:|',
    row('nothing of ours', b.alone),
    row('a thread computing in registers', b.besideSpinner),
    row('a thread streaming memory (memcpy, 256 MiB)', b.besideStreamer),
    '',
    `The streamer alone moves ${fmt(b.streamerAloneGbPerS, 1)} GB/s (read + written) on one core; beside Tesseract ` +
      `${fmt(b.besideStreamer.streamGbPerS, 1)} GB/s. The spinner and the streamer take the same CPU, so the comparison that isolates ` +
      'memory is streamer against spinner: above 1, pages wait on memory; about 1 or below, they do not. On a host whose cores are all busy ' +
      "(others' CPU near the core count) both slow the pages by taking CPU, and the streamer's GB/s falls with its share of a core.",
  ];
}

export function markdown(s: ScalingSummary): string {
  const t = s.topology;
  const topology = t
    ? `${t.logicalCpus} logical CPUs on ${t.physicalCores} physical cores (${t.threadsPerCore} thread(s) per core, SMT ${t.threadsPerCore > 1 ? 'on' : 'absent'}), ${t.packages} package(s)`
    : 'topology unreadable (no /sys/devices/system/cpu)';
  return [
    '# Scaling: OCR threads 1…N against raw Tesseract',
    '',
    ...factsLines(s),
    `- ${topology}; cgroup CPU quota ${s.cgroupQuotaCores ?? 'none'}; OCR_THREADS default here ${s.usableCores}`,
    `- database ${s.backend}; pages: ${s.mix.join(', ')}, cycled; ${s.pagesPerThread} pages per thread each step (≥ ${s.busySecondsPerThread} s busy); uploaded without \`language\``,
    '',
    "| threads | API pages/s | API efficiency | raw pages/s | raw efficiency | API / raw | pool idle | server CPU ms/page | main thread CPU ms/page | raw CPU ms/page | worker WASM MiB mean / max | worker JS heap MiB mean / max | RSS after warm-up MiB | RSS per added thread MiB | peak RSS MiB | others' CPU, cores (API / raw) |",
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...sweepRows(s),
    '',
    'Efficiency: pages/s ÷ (count × pages/s at 1), 1.00 is linear. Pool idle: 1 − the mean of docrec_pool_utilisation sampled every',
    "250 ms over the step (threads waiting for work, including the last pages' tail). Server CPU: every thread of the server process",
    'over the step ÷ pages, less what the idle server spent meanwhile (5 s measured before the step with the same /metrics scrapes);',
    "main thread: the event loop's share (HTTP, scheduler, database client). Others' CPU: the rest of the",
    'machine meanwhile (other people on a shared host); a row measured with others near a whole core is slowed by them.',
    '',
    ...fairnessLines(s.fairness),
    '',
    ...bandwidthLines(s.bandwidth),
    '',
  ].join('\n');
}
