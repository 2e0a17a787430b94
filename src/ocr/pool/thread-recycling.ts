// Bounds a worker thread's memory over a long run. MuPDF keeps WebAssembly memory that only grows
// (≈ +40 MiB per batch of image documents), so a thread that has seen enough large images is
// retired *between* tasks: the load balancer stops giving it work, and once its last task is back
// it is terminated (its isolate, WASM memory included, goes back to the system); Piscina starts a
// fresh thread in its place (minThreads). A thread is never stopped in the middle of a page.
// Both pools use it: the OCR pool (ocr-pool.ts) and the dashboard's preview thread (page-previews.ts).
// A thread that grew but stays below the limit would keep its memory through a quiet night, so an
// idle thread that grew well past its first task's size is retired the same way (retireIdle).
import { threadId, type Worker } from 'node:worker_threads';
import type { Piscina } from 'piscina';

type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

/** What a measured worker entry sends back: the task's reply and the thread's memory after it. */
export interface MeasuredReply<T> {
  measured: true;
  reply: T;
  threadId: number;
  externalBytes: number;
  /** The isolate's V8 heap in use (metrics only: a leak in a worker's JavaScript would show here). */
  heapUsedBytes: number;
  /** The thread's MuPDF no longer works (mupdf-health.ts): retire it like one over the limit. */
  broken?: boolean;
}

/** A worker thread's memory as of its last task. */
export interface ThreadMemory {
  externalBytes: number;
  heapUsedBytes: number;
}

/**
 * Called in the worker thread once a task is done. MuPDF's WebAssembly memory is counted in this
 * isolate's `external` memory, which process.memoryUsage() reports per thread (rss is the whole
 * process's, so no use here).
 */
export function measured<T>(reply: T, broken = false): MeasuredReply<T> {
  const { external, heapUsed } = process.memoryUsage();
  return { measured: true, reply, threadId, externalBytes: external, heapUsedBytes: heapUsed, broken };
}

export function isMeasured(value: unknown): value is MeasuredReply<unknown> {
  return typeof value === 'object' && value !== null && (value as { measured?: unknown }).measured === true;
}

export class ThreadRecycler {
  /** Tasks handed to each thread, and replies seen from it: equal means idle. */
  private readonly assigned = new Map<number, number>();
  private readonly answered = new Map<number, number>();
  private readonly retiring = new Set<number>();
  private readonly stopping = new Set<number>();
  /** Each live thread's memory as of its last task: metrics only. */
  private readonly memory = new Map<number, ThreadMemory>();
  /** When each thread last answered, and its memory after its first task (its start size). */
  private readonly lastAnswer = new Map<number, number>();
  private readonly firstMemory = new Map<number, number>();
  /** Threads terminated for their memory, or for a broken MuPDF, so far (metrics, tests). */
  recycled = 0;
  /** Threads terminated because they sat idle after growing (retireIdle). */
  idleRetired = 0;

  constructor(
    private readonly limitBytes: number,
    private readonly threads: () => readonly Worker[],
  ) {}

  /** Piscina's least-busy choice (one task per thread), never a retiring thread. */
  readonly balancer: LoadBalancer = (_task, workers) => {
    const idle = workers.find((w) => w.currentUsage === 0 && !this.retiring.has(w.id));
    if (idle) this.assigned.set(idle.id, (this.assigned.get(idle.id) ?? 0) + 1);
    return idle ?? null;
  };

  /** Called with every measured reply: retires the thread once it is over the limit (or broken) and idle. */
  observe(reply: MeasuredReply<unknown>): void {
    const id = reply.threadId;
    this.forgetGoneThreads();
    this.answered.set(id, (this.answered.get(id) ?? 0) + 1);
    this.memory.set(id, { externalBytes: reply.externalBytes, heapUsedBytes: reply.heapUsedBytes });
    this.lastAnswer.set(id, Date.now());
    if (!this.firstMemory.has(id)) this.firstMemory.set(id, reply.externalBytes + reply.heapUsedBytes);
    if (reply.externalBytes > this.limitBytes || reply.broken === true) this.retiring.add(id);
    if (!this.retiring.has(id) || this.answered.get(id) !== this.assigned.get(id) || this.stopping.has(id)) return;
    const worker = this.threads().find((w) => w.threadId === id);
    if (!worker) return; // already gone (killed at a timeout)
    // It stays `retiring` (so unchosen) until Piscina has seen it exit and dropped it.
    this.stopping.add(id);
    this.recycled++;
    void worker.terminate();
  }

  /**
   * Terminates every thread idle for at least idleMs whose memory (WASM + V8 heap) is more than
   * growthBytes over its start size; Piscina starts fresh ones. Returns when they have exited.
   */
  async retireIdle(idleMs: number, growthBytes: number, now = Date.now()): Promise<number> {
    this.forgetGoneThreads();
    const exits: Promise<number>[] = [];
    for (const worker of this.threads()) {
      const id = worker.threadId;
      const memory = this.memory.get(id);
      const idleSince = this.lastAnswer.get(id);
      if (!memory || idleSince === undefined || this.retiring.has(id) || now - idleSince < idleMs) continue;
      if (this.answered.get(id) !== this.assigned.get(id)) continue; // a task is on its way to it
      if (memory.externalBytes + memory.heapUsedBytes - (this.firstMemory.get(id) ?? 0) <= growthBytes) continue;
      this.retiring.add(id);
      this.stopping.add(id);
      this.idleRetired++;
      exits.push(worker.terminate());
    }
    await Promise.all(exits);
    return exits.length;
  }

  /** Memory by thread id, of the threads still alive (read at a metrics scrape, off the task path). */
  threadMemory(): ReadonlyMap<number, ThreadMemory> {
    this.forgetGoneThreads();
    return this.memory;
  }

  /** Threads killed at a timeout never answer again: drop their counts. */
  private forgetGoneThreads(): void {
    const alive = new Set(this.threads().map((w) => w.threadId));
    for (const id of this.memory.keys()) if (!alive.has(id)) this.memory.delete(id);
    for (const id of this.assigned.keys()) {
      if (!alive.has(id)) {
        this.assigned.delete(id);
        this.answered.delete(id);
        this.retiring.delete(id);
        this.stopping.delete(id);
        this.lastAnswer.delete(id);
        this.firstMemory.delete(id);
      }
    }
  }
}
