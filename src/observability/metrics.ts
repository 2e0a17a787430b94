// Prometheus metrics (served at /metrics). One registry per server instance so tests that run
// several servers in one process do not collide.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'docrec_http_requests_total',
    help: 'HTTP requests by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'docrec_http_request_duration_seconds',
    help: 'HTTP request latency by route template',
    labelNames: ['route', 'method'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });
  readonly documentsAccepted = new Counter({
    name: 'docrec_documents_accepted_total',
    help: 'Documents accepted for recognition, by mode',
    labelNames: ['mode'] as const,
    registers: [this.registry],
  });

  readonly pagesProcessed = new Counter({
    name: 'docrec_pages_processed_total',
    help: 'Pages recognized, by method (ocr, text_layer, blank) and outcome (ok or the page error code)',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly pageSeconds = new Histogram({
    name: 'docrec_page_recognition_seconds',
    help: 'Worker time per page (open + render + recognize), by method',
    labelNames: ['method'] as const,
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 60, 120],
    registers: [this.registry],
  });
  readonly documentsFinished = new Counter({
    name: 'docrec_documents_finished_total',
    help: 'Documents that left recognition, by final status',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'docrec_webhook_attempts_total',
    help: 'Webhook delivery attempts by outcome (succeeded, http_error, redirect, timeout, network, forbidden)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly webhookAttemptSeconds = new Histogram({
    name: 'docrec_webhook_attempt_seconds',
    help: 'Duration of webhook delivery attempts',
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly limiterFallbacks = new Counter({
    name: 'docrec_rate_limiter_fallbacks_total',
    help: 'Requests whose rate limit was decided in-process because Redis did not answer',
    registers: [this.registry],
  });

  /**
   * Gauges read at scrape time: documents waiting or in recognition (the queue), and busy worker
   * threads. Completed and failed documents are counters (documents_finished_total).
   */
  watch(sources: { activeDocuments(): Promise<Record<string, number>>; workers(): { busy: number; threads: number } }): void {
    new Gauge({
      name: 'docrec_documents',
      help: 'Documents queued or processing, across all instances sharing the database',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await sources.activeDocuments().catch(() => undefined);
        this.reset();
        for (const status of ['queued', 'processing']) this.set({ status }, counts?.[status] ?? 0);
      },
    });
    new Gauge({
      name: 'docrec_pool_utilisation',
      help: "Share of this instance's worker threads recognizing a page (0..1)",
      registers: [this.registry],
      collect() {
        const { busy, threads } = sources.workers();
        this.set(threads > 0 ? busy / threads : 0);
      },
    });
  }

  /**
   * Each thread's memory: docrec_wasm_heap_bytes{thread} is its V8 external memory, where MuPDF's
   * WebAssembly heap is counted (plus Buffers it holds), docrec_js_heap_used_bytes{thread} its V8
   * heap; the main thread read now, each worker thread as of its last task (what it reports back
   * with every reply). RSS is the process's, shared by all threads (process_resident_memory_bytes).
   */
  watchThreadMemory(workers: () => ReadonlyMap<number, { externalBytes: number; heapUsedBytes: number }>): void {
    const gauge = (name: string, help: string, read: (m: { externalBytes: number; heapUsedBytes: number }) => number) =>
      new Gauge({
        name,
        help: `${help}: thread=main now, thread=worker-N after its last task`,
        labelNames: ['thread'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          const { external, heapUsed } = process.memoryUsage();
          this.set({ thread: 'main' }, read({ externalBytes: external, heapUsedBytes: heapUsed }));
          for (const [id, memory] of workers()) this.set({ thread: `worker-${id}` }, read(memory));
        },
      });
    gauge('docrec_wasm_heap_bytes', "A thread's external memory (MuPDF's WASM heap and Buffers)", (m) => m.externalBytes);
    gauge('docrec_js_heap_used_bytes', "A thread's V8 heap in use", (m) => m.heapUsedBytes);
  }

  constructor(opts: { defaultMetrics?: boolean } = {}) {
    if (opts.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'docrec_' });
  }
}
