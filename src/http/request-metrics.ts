// The per-request counter and latency histogram, fed without building label objects per request:
// prom-client hashes a fresh labels object on every inc/observe, so the labelled children are made
// once per (route, method, status) and kept. Routes are templates (a bounded set, "unmatched" for
// the rest), methods are uWS's, statuses a few dozen: the cache stays small.
import type { Metrics } from '../observability/metrics.js';

interface Child {
  inc(): void;
  observe(seconds: number): void;
}

export class RequestMetrics {
  private readonly children = new Map<string, Map<string, Map<string, Child>>>();

  constructor(private readonly metrics: Pick<Metrics, 'httpRequests' | 'httpDuration'>) {}

  record(route: string, method: string, status: string, seconds: number): void {
    let byMethod = this.children.get(route);
    if (byMethod === undefined) this.children.set(route, (byMethod = new Map<string, Map<string, Child>>()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map<string, Child>()));
    let child = byStatus.get(status);
    if (child === undefined) {
      const counter = this.metrics.httpRequests.labels({ route, method, status });
      const histogram = this.metrics.httpDuration.labels({ route, method });
      child = { inc: () => counter.inc(), observe: (s) => histogram.observe(s) };
      byStatus.set(status, child);
    }
    child.inc();
    child.observe(seconds);
  }
}
