// A put that failed on a stalled store may still land: the store had the whole body in its socket
// buffers, and writes the object once it runs again, after we answered 503. Nothing references
// that object, so it is deleted as soon as the store answers again, and once more a little later
// (the buffered write may finish after the first delete). The hourly orphan sweep stays the
// backstop for a store that is down longer than these tries.
import { setTimeout as sleep } from 'node:timers/promises';

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000, 60_000];
const SETTLE_MS = 2000;

export class LateObjects {
  private readonly stop = new AbortController();

  constructor(private readonly remove: (key: string) => Promise<void>) {}

  /** Deletes `key` in the background; never throws, gives up quietly at close(). */
  expect(key: string): void {
    void this.removeSoon(key).catch(() => {});
  }

  private async removeSoon(key: string): Promise<void> {
    const signal = this.stop.signal;
    for (const delay of RETRY_DELAYS_MS) {
      await sleep(delay, undefined, { signal, ref: false });
      const removed = await this.remove(key).then(
        () => true,
        () => false,
      );
      if (!removed) continue;
      await sleep(SETTLE_MS, undefined, { signal, ref: false });
      await this.remove(key);
      return;
    }
  }

  close(): void {
    this.stop.abort();
  }
}
