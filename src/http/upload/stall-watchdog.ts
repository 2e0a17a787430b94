// Cuts off an upload that trickles in slower than the stall policy allows.
import { ApiError } from '../../errors.js';

/**
 * The slowest upload we wait for: at least `minBytes` in every `windowMs` while we are reading.
 * uWS's own idle timeout resets on every byte, so a client trickling one byte a second would
 * otherwise hold a socket, a file and a busboy parser for as long as it likes.
 */
export interface UploadStallPolicy {
  windowMs: number;
  minBytes: number;
}

export const DEFAULT_UPLOAD_STALL: UploadStallPolicy = { windowMs: 10_000, minBytes: 8192 };

/** Checks the bytes of each window as it ends, from start() until stop(). */
export class StallWatchdog {
  // Bytes the client sent in the current window; a window we spent paused (our disk or parser
  // was the slow side) is not the client's fault and never counts against it.
  private windowBytes = 0;
  private pausedInWindow = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly policy: UploadStallPolicy,
    private readonly isPaused: () => boolean,
    private readonly onStall: (err: ApiError) => void,
  ) {}

  start(): void {
    const { windowMs, minBytes } = this.policy;
    this.timer = setInterval(() => {
      const paused = this.isPaused();
      const stalled = !this.pausedInWindow && !paused && this.windowBytes < minBytes;
      this.windowBytes = 0;
      this.pausedInWindow = paused;
      if (stalled) {
        const message = `The upload is too slow: under ${minBytes} bytes arrived in ${windowMs / 1000} s.`;
        this.onStall(new ApiError('invalid_request', message, { hangUp: true }));
      }
    }, windowMs);
  }

  received(bytes: number): void {
    this.windowBytes += bytes;
  }

  /** We paused the body: this window does not count against the client. */
  paused(): void {
    this.pausedInWindow = true;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
