// A background job run now and then on a timer: one run at a time (a call during a run joins it),
// the timer never holds the process open, and stop() waits for the run under way.
export class PeriodicTask<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  /** `task` must not reject: it decides itself what a failure means (log, then 0). */
  constructor(
    private readonly task: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  /** Runs once now, or joins the run under way. */
  run(): Promise<T> {
    this.running ??= this.task().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Runs every interval from now on. */
  schedule(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
