// The numbers of the webhooks bench (run.ts): the medians of its interleaved rounds, per
// delivery layout and per latency phase, and which code they were measured on.
import type { MachineFacts } from '../_kit/machine-facts.js';
import { sourceState } from '../_kit/source-state.js';
import { median } from '../_kit/stats.js';
import type { DeliveryRun } from './deliveries.js';
import type { LatencyRun } from './latency.js';
import type { LOAD } from './paced-wrk.js';
import { LAYOUTS, type Backend, type Layout } from './rig.js';
import type { Signing } from './signing.js';

export interface BackendResult {
  databaseHost: string | undefined;
  deliveries: ReturnType<typeof summarizeDeliveries>;
  latency: ReturnType<typeof summarizeLatency>;
}

export interface Summary extends MachineFacts {
  source: string;
  settings: { deliveriesPerRun: number; rounds: number; latencyLoad: typeof LOAD & { durationS: number } };
  backends: Backend[];
  notes: string[];
  signing: Signing | undefined;
  results: Record<string, BackendResult>;
  totalSeconds: number;
}

/** The commit measured, and whether src/ differs from it. */
export function sourceVersion(): string {
  const state = sourceState(['src']);
  if ('error' in state) return `unknown (git: ${state.error})`;
  return state.changed ? `${state.commit} with uncommitted changes in src/` : state.commit;
}

export function summarizeDeliveries(runs: DeliveryRun[]) {
  const of = (layout: Layout) => {
    const mine = runs.filter((r) => r.layout === layout);
    const perS = mine.map((r) => r.perS);
    return { perS, medianPerS: median(perS), medianServerCpuMsPerDelivery: median(mine.map((r) => r.serverCpuMsPerDelivery)), runs: mine };
  };
  return Object.fromEntries(LAYOUTS.map((layout) => [layout, of(layout)])) as Record<Layout, ReturnType<typeof of>>;
}

export function summarizeLatency(runs: LatencyRun[]) {
  const of = (phase: LatencyRun['phase']) => {
    const mine = runs.filter((r) => r.phase === phase);
    const [p50Ms, p99Ms] = [mine.map((r) => r.p50Ms), mine.map((r) => r.p99Ms)];
    return {
      p50Ms,
      p99Ms,
      medianP50Ms: median(p50Ms),
      medianP99Ms: median(p99Ms),
      medianRps: median(mine.map((r) => r.rps)),
      deliveredInWindow: mine.map((r) => r.deliveredInWindow ?? 0),
      pendingAtEnd: mine.map((r) => r.pendingAtEnd ?? 0),
    };
  };
  const [idle, delivering] = [of('idle'), of('delivering')];
  return {
    idle,
    delivering,
    addedP50Ms: delivering.medianP50Ms - idle.medianP50Ms,
    addedP99Ms: delivering.medianP99Ms - idle.medianP99Ms,
    runs,
  };
}
