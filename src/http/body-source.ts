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
  /** True once the last chunk of the body arrived from the client. */
  ended = false;

  constructor(private readonly res: HttpResponse) {
    res.onData((chunk, isLast) => {
      if (isLast) this.ended = true;
      if (this.handler) return this.handler(chunk, isLast);
      this.held.push({ chunk: chunk.slice(0), isLast });
    });
    res.pause();
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
