// Wakes the dispatcher when a retry it scheduled falls due, so a retry goes out on time instead of
// at the next poll.
export class RetryAlarms {
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(private readonly wake: () => void) {}

  /** A timer per 100 ms slot, so a burst of failures does not leave a timer each. */
  setIn(ms: number): void {
    const slot = Math.ceil((Date.now() + ms) / 100);
    if (this.timers.has(slot)) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(slot);
        this.wake();
      },
      slot * 100 - Date.now() + 5,
    );
    this.timers.set(slot, timer);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
