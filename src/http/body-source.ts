// uWS drops request body data that arrives before onData is attached, but we only know whether
// to read the body after authenticating (an await). So every request with a body gets its
// onData attached synchronously, paused, with chunks copied (uWS neuters them after the
// callback) and held until a consumer attaches. Pausing bounds what is held to a socket read.
import type { HttpResponse } from 'uWebSockets.js';

type DataHandler = (chunk: ArrayBuffer, isLast: boolean) => void;

export class BodySource {
  private readonly held: Array<{ chunk: ArrayBuffer; isLast: boolean }> = [];
  private handler: DataHandler | undefined;
  private consumerPaused = false;
  /** Bytes of body received so far, and who waits to hear of more (lingerUntilEnd). */
  private received = 0;
  private onReceived: (() => void) | undefined;
  /** True once the last chunk of the body arrived from the client. */
  ended = false;

  constructor(private readonly res: HttpResponse) {
    res.onData((chunk, isLast) => {
      if (isLast) this.ended = true;
      this.received += chunk.byteLength;
      this.onReceived?.();
      if (this.handler) return this.handler(chunk, isLast);
      this.held.push({ chunk: chunk.slice(0), isLast });
    });
    res.pause();
  }

  /**
   * Reads and drops the rest of the body (whoever consumed it is done with it), resolving once it
   * all came, or `maxBytes` more came, or `maxMs` passed, or `signal` aborted. The caller must
   * not have replied yet and the request must not be aborted (res is resumed).
   */
  lingerUntilEnd(maxBytes: number, maxMs: number, signal: AbortSignal): Promise<void> {
    this.handler = () => {};
    this.held.length = 0;
    this.consumerPaused = false;
    if (this.ended) return Promise.resolve();
    const limit = this.received + maxBytes;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.onReceived = undefined;
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      timer.unref(); // a lingering client never holds a stopping process
      signal.addEventListener('abort', done, { once: true });
      this.onReceived = () => {
        if (this.ended || this.received >= limit) done();
      };
      this.res.resume();
    });
  }

  /** Same shape as HttpResponse.onData; held chunks are delivered first. */
  onData(handler: DataHandler): this {
    this.handler = handler;
    queueMicrotask(() => this.flush());
    return this;
  }

  /**
   * Called before replying. A body no consumer attached to (the request was refused before its
   * body was read) is dropped and the socket resumed: left paused, a kept-alive connection would
   * never read its next request, and a closing one would never close.
   */
  discard(): void {
    if (this.handler) return; // the consumer (receiveUpload) resumes the socket itself
    this.handler = () => {};
    this.held.length = 0;
    this.res.resume();
  }

  pause(): void {
    this.consumerPaused = true;
    this.res.pause();
  }

  resume(): void {
    this.consumerPaused = false;
    this.flush();
  }

  private flush(): void {
    while (this.handler && !this.consumerPaused && this.held.length > 0) {
      const { chunk, isLast } = this.held.shift()!;
      this.handler(chunk, isLast);
    }
    if (this.handler && !this.consumerPaused) this.res.resume();
  }
}
