// Streams one multipart upload from uWebSockets.js to a file we name, hashing and sniffing it on
// the way. Memory stays flat in the file size: uWS is paused whenever busboy or the disk lags.
import type { Readable } from 'node:stream';
import type busboy from 'busboy';
import type { HttpResponse } from 'uWebSockets.js';
import { parseParts, type PartHandlers, type UploadLimits } from './multipart-parts.js';
import { DEFAULT_UPLOAD_STALL, StallWatchdog, type UploadStallPolicy } from './stall-watchdog.js';
import { UploadFile, type UploadFileEvents } from './upload-file.js';

/** What receiveUpload reads the body from: a uWS HttpResponse, or a wrapper with the same calls. */
interface UploadSource {
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): unknown;
  pause(): void;
  resume(): void;
}
interface UploadOptions {
  dir: string;
  limits: UploadLimits;
  signal: AbortSignal;
  stall?: UploadStallPolicy;
}
export interface ReceivedUpload {
  path: string;
  filename: string;
  size: number;
  sha256: string;
  contentType: string;
  fields: Record<string, string>;
}

/** AbortSignal types its reason `any`; callers abort with Errors (a bare abort() gives a DOMException, also one). */
function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** The caller registered res.onAborted (aborting `signal`) and copied the request headers. */
export function receiveUpload(res: HttpResponse | UploadSource, contentTypeHeader: string, opts: UploadOptions): Promise<ReceivedUpload> {
  return new Promise<ReceivedUpload>((resolve, reject) => {
    if (opts.signal.aborted) return reject(abortError(opts.signal)); // res is already gone: never touch it
    new UploadReception(res, opts, resolve, reject).start(contentTypeHeader);
  });
}

/** One upload from start to settled: the body's flow, the parser, the file, the single outcome. */
class UploadReception implements PartHandlers, UploadFileEvents {
  private done = false; // once true, every later event is ignored and res is left to the caller
  private bb: busboy.Busboy | undefined;
  private file: UploadFile | undefined;
  private filename = '';
  // uWS body flow follows both busboy's and the disk's backpressure.
  private paused = false;
  private parserBlocked = false;
  private diskIsBlocked = false;
  private readonly watchdog: StallWatchdog;
  private readonly onAbort = () => this.fail(abortError(this.opts.signal));

  constructor(
    private readonly res: HttpResponse | UploadSource,
    private readonly opts: UploadOptions,
    private readonly resolve: (upload: ReceivedUpload) => void,
    private readonly reject: (err: Error) => void,
  ) {
    this.watchdog = new StallWatchdog(
      opts.stall ?? DEFAULT_UPLOAD_STALL,
      () => this.paused,
      (err) => this.fail(err),
    );
  }

  start(contentTypeHeader: string): void {
    this.opts.signal.addEventListener('abort', this.onAbort, { once: true });
    this.watchdog.start();
    // Registered before anything can await (uWS rule).
    this.res.onData((chunk, isLast) => this.take(chunk, isLast));
    this.bb = parseParts(contentTypeHeader, this.opts.limits, this);
  }

  decided(): boolean {
    return this.done;
  }

  fail(err: Error): void {
    if (this.done) return;
    this.done = true;
    // Destroying busboy synchronously from inside its own write() makes it throw on a nulled
    // field; a microtask later is soon enough because `done` already ignores its events.
    queueMicrotask(() => this.bb?.destroy());
    void (this.file?.discard() ?? Promise.resolve()).then(
      () => {
        this.release();
        this.reject(err);
      },
      (e: Error) => {
        this.release();
        this.reject(e);
      },
    );
  }

  drained(): void {
    this.parserBlocked = false;
    this.syncPause();
  }

  diskBlocked(blocked: boolean): void {
    this.diskIsBlocked = blocked;
    this.syncPause();
  }

  filePart(part: Readable, filename: string): UploadFile {
    this.filename = filename;
    this.file = new UploadFile(this.opts.dir, part, this);
    return this.file;
  }

  finished(fields: Map<string, string>): void {
    void (this.file?.written() ?? Promise.resolve()).then(() => {
      const file = this.file;
      if (this.done) return;
      if (!file?.path) return this.fail(new Error('upload finished without a file on disk')); // unreachable
      this.done = true;
      this.release();
      const fieldValues = Object.fromEntries(fields);
      this.resolve({
        path: file.path,
        filename: this.filename,
        size: file.size,
        sha256: file.sha256(),
        contentType: file.contentType,
        fields: fieldValues,
      });
    });
  }

  /** A body chunk from uWS. It is neutered when we return: copy it. */
  private take(chunk: ArrayBuffer, isLast: boolean): void {
    const bb = this.bb;
    if (this.done || !bb) return;
    this.watchdog.received(chunk.byteLength);
    if (isLast) this.watchdog.stop(); // the whole body is in: the rest is our own work
    const copy = Buffer.from(new Uint8Array(chunk));
    if (copy.length > 0 && !bb.write(copy)) {
      this.parserBlocked = true;
      this.syncPause();
    }
    if (isLast) bb.end();
  }

  private syncPause(): void {
    const want = this.parserBlocked || this.diskIsBlocked;
    if (this.done || this.opts.signal.aborted || want === this.paused) return;
    this.paused = want;
    if (want) {
      this.res.pause();
      this.watchdog.paused();
    } else this.res.resume();
  }

  /** A paused uWS socket has no idle timeout and no readable events: hand it back flowing. */
  private release(): void {
    this.watchdog.stop();
    this.opts.signal.removeEventListener('abort', this.onAbort);
    if (this.paused && !this.opts.signal.aborted) this.res.resume();
    this.paused = false;
  }
}
