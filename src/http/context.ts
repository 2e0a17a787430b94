// One request's state: the copied request, its id, the caller, and the only way to answer.
// After an abort or the first reply, `res` is never touched again (uWS would crash).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { HttpResponse } from 'uWebSockets.js';
import type { RequestCopy } from './request.js';
import type { BodySource } from './body-source.js';
import type { Principal } from '../domain/principal.js';
import { ApiError } from '../errors.js';

const validRequestId = /^[A-Za-z0-9._:-]{1,128}$/;
const jsonType = 'application/json; charset=utf-8';
/** The most of a refused body we read and drop before answering a closing client (see error()). */
const LINGER_MAX_BYTES = 512 * 2 ** 20;
const LINGER_MAX_MS = 30_000;

/** "200 OK" and the like, made once per status. */
const statusLines = new Map<number, string>();
function statusLine(status: number): string {
  let line = statusLines.get(status);
  if (line === undefined) statusLines.set(status, (line = `${status} ${STATUS_CODES[status] ?? ''}`));
  return line;
}

export class RequestContext {
  readonly requestId: string;
  readonly startedAt = performance.now();
  principal: Principal | undefined;
  /** Route template for metrics and logs, e.g. /v1/documents/{id}. */
  route = 'unmatched';
  status = 0;
  /** Requests left in the caller's bucket after this one (for GET /v1/usage). */
  rateRemaining = 0;
  /** Headers every reply of this request carries (rate-limit headers once authenticated). */
  readonly headers: Record<string, string> = {};
  private done = false;
  /** Made on first use: most requests never need one (see aborted). */
  private abortController: AbortController | undefined;
  private clientAborted = false;

  constructor(
    readonly res: HttpResponse,
    readonly req: RequestCopy,
    readonly body: BodySource | undefined,
    /** While draining, every reply closes its connection: kept-alive clients would hold the process. */
    private readonly lifecycle: { draining: boolean } = { draining: false },
  ) {
    const incoming = req.headers['x-request-id'];
    this.requestId = incoming && validRequestId.test(incoming) ? incoming : randomUUID();
    res.onAborted(() => {
      this.done = true;
      this.clientAborted = true;
      this.abortController?.abort(new Error('client aborted the request'));
    });
  }

  /** Aborted when the client goes away; one asked for after that is aborted already. */
  get aborted(): AbortController {
    if (this.abortController === undefined) {
      this.abortController = new AbortController();
      if (this.clientAborted) this.abortController.abort(new Error('client aborted the request'));
    }
    return this.abortController;
  }

  get finished(): boolean {
    return this.done;
  }

  /** Sends the whole reply; `close` ends the connection (used while a client is still uploading). */
  send(status: number, body: string | Buffer, headers: Record<string, string> = {}, close = false): void {
    if (this.done) return;
    this.done = true;
    this.status = status;
    this.body?.discard();
    this.res.cork(() => {
      this.res.writeStatus(statusLine(status));
      this.writeHeaders(headers);
      // A HEAD answer has no body: bytes after its head would be read as the next response.
      if (this.req.method === 'HEAD') this.res.endWithoutBody(Buffer.byteLength(body), close || this.lifecycle.draining);
      else this.res.end(body, close || this.lifecycle.draining);
    });
  }

  /**
   * Streams a body produced piece by piece (chunked), waiting for the socket to drain between
   * pieces, so a large output never sits whole in memory. The head goes out with the first piece:
   * a failure before it is still answered as an error; one after it can only cut the connection,
   * which the client sees as a truncated (unterminated chunked) body.
   */
  async stream(status: number, headers: Record<string, string>, source: AsyncIterable<Uint8Array | string>): Promise<void> {
    if (this.done) return;
    const head = (): void => {
      this.status = status;
      this.res.writeStatus(statusLine(status));
      this.writeHeaders(headers);
    };
    if (this.req.method === 'HEAD') {
      this.done = true;
      this.res.cork(() => {
        head();
        this.res.endWithoutBody(undefined, this.lifecycle.draining);
      });
      return;
    }
    let started = false;
    try {
      for await (const chunk of source) {
        if (this.done) return; // aborted by the client
        let flushed = true;
        this.res.cork(() => {
          if (!started) head();
          started = true;
          flushed = this.res.write(chunk);
        });
        if (!flushed) await this.writable();
      }
    } catch (err) {
      if (started && !this.done) {
        this.done = true;
        this.res.close();
      }
      throw err;
    }
    if (this.done) return;
    this.done = true;
    this.res.cork(() => {
      if (!started) head();
      this.res.end(undefined, this.lifecycle.draining);
    });
  }

  /** The request's headers, then the reply's (which win over a request header of the same name), then X-Request-Id. */
  private writeHeaders(headers: Record<string, string>): void {
    for (const name in this.headers) if (!(name in headers)) this.res.writeHeader(name, this.headers[name]!);
    for (const name in headers) if (name !== 'X-Request-Id') this.res.writeHeader(name, headers[name]!);
    this.res.writeHeader('X-Request-Id', this.requestId);
  }

  /** Resolves once uWS has sent what it buffered, or the client went away. */
  private writable(): Promise<void> {
    return new Promise((resolve) => {
      if (this.done) return resolve();
      const onAbort = (): void => resolve();
      this.aborted.signal.addEventListener('abort', onAbort, { once: true });
      this.res.onWritable(() => {
        this.aborted.signal.removeEventListener('abort', onAbort);
        resolve();
        return true;
      });
    });
  }

  json(status: number, payload: unknown, headers: Record<string, string> = {}): void {
    this.jsonText(status, JSON.stringify(payload), headers);
  }

  /** A reply whose body is JSON already (e.g. written by the database: store/document-json.ts). */
  jsonText(status: number, body: string, headers: Record<string, string> = {}): void {
    this.send(status, body, { 'Content-Type': jsonType, ...headers });
  }

  noContent(): void {
    this.send(204, '');
  }

  /**
   * A request refused while its body is still coming is answered and kept open: uWS reads and
   * drops the rest of the body (a client that stops sending is closed at its 10 s idle timeout).
   * Closing at once would make the client's kernel reset the connection while it is still
   * sending, and the reset throws our answer away before the client reads it: it would see EPIPE
   * instead of 401 or 413. Only an error that says so (a stalled upload) hangs up.
   *
   * uWS itself closes right after the reply when the request said `Connection: close` (Python's
   * urllib, many SDKs) or while we drain: such a client, which writes its whole body before
   * reading, would still get the reset. So for those the reply waits until the body is all in,
   * reading and dropping it (a lingering close, bounded like nginx's: LINGER_MAX_*).
   */
  async error(err: ApiError): Promise<void> {
    const unread = this.body !== undefined && !this.body.ended;
    if (unread && !err.hangUp && !this.done && this.closesAfterReply()) {
      await this.body.lingerUntilEnd(LINGER_MAX_BYTES, LINGER_MAX_MS, this.aborted.signal);
    }
    const stillUnread = this.body !== undefined && !this.body.ended;
    this.send(err.status, JSON.stringify(err.toBody()), { 'Content-Type': jsonType, ...err.headers }, stillUnread && err.hangUp);
  }

  /** Whether uWS ends the connection after this reply (see error()). */
  private closesAfterReply(): boolean {
    const connection = this.req.headers.connection?.toLowerCase() ?? '';
    return this.lifecycle.draining || connection.split(',').some((token) => token.trim() === 'close');
  }
}
