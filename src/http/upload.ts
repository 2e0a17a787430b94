// Streams one multipart upload from uWebSockets.js to a file we name, hashing and sniffing it on
// the way. Memory stays flat in the file size: uWS is paused whenever busboy or the disk lags.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { HttpResponse } from 'uWebSockets.js';
import { ApiError } from '../errors.js';
import { SNIFF_BYTES, sniffFormat } from '../domain/sniff.js';

export interface UploadLimits {
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  maxParts: number;
  maxHeaderPairs: number;
}
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
/** What receiveUpload reads the body from: a uWS HttpResponse, or a wrapper with the same calls. */
export interface UploadSource {
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): unknown;
  pause(): void;
  resume(): void;
}
export interface ReceivedUpload {
  path: string;
  filename: string;
  size: number;
  sha256: string;
  contentType: string;
  fields: Record<string, string>;
}

const invalid = (message: string, param?: string) =>
  new ApiError('invalid_request', message, param === undefined ? {} : { param: param.slice(0, 200) });
// busboy's messages ("Unexpected end of form", "Malformed part header") carry no client data.
const malformed = (e: unknown) => invalid(`Malformed multipart body: ${e instanceof Error ? e.message : 'parse error'}.`);

/** Client filename as metadata only: basename, no control characters, at most 255 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  return Array.from(base.replace(/[\u0000-\u001f\u007f]/g, ''))
    .slice(0, 255)
    .join('');
}

function storageError(err: NodeJS.ErrnoException): unknown {
  return err.code === 'ENOSPC' || err.code === 'EDQUOT' ? new ApiError('insufficient_storage') : err;
}

/** The caller registered res.onAborted (aborting `signal`) and copied the request headers. */
export function receiveUpload(
  res: HttpResponse | UploadSource,
  contentTypeHeader: string,
  opts: { dir: string; limits: UploadLimits; signal: AbortSignal; stall?: UploadStallPolicy },
): Promise<ReceivedUpload> {
  const { dir, limits, signal, stall = DEFAULT_UPLOAD_STALL } = opts;
  return new Promise<ReceivedUpload>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason); // res is already gone: never touch it
    let decided = false; // once true, every later event is ignored and res is left to the caller
    let bb: busboy.Busboy | undefined;
    let paused = false,
      bbBlocked = false,
      fsBlocked = false;
    let fileStream: Readable | undefined,
      fileName = '';
    let head: Buffer[] = [],
      headLen = 0,
      size = 0;
    const hash = createHash('sha256');
    let contentType = '',
      filePath: string | undefined,
      ws: WriteStream | undefined;
    let fileClosed: Promise<unknown> | undefined;
    const fields = new Map<string, string>();

    // uWS body flow follows both busboy's and the disk's backpressure.
    const syncPause = () => {
      const want = bbBlocked || fsBlocked;
      if (decided || signal.aborted || want === paused) return;
      paused = want;
      if (want) {
        res.pause();
        pausedInWindow = true;
      } else res.resume();
    };
    // A paused uWS socket has no idle timeout and no readable events: hand it back flowing.
    const release = () => {
      clearInterval(stallTimer);
      signal.removeEventListener('abort', onAbort);
      if (paused && !signal.aborted) res.resume();
      paused = false;
    };
    const fail = (err: unknown) => {
      if (decided) return;
      decided = true;
      // Destroying busboy synchronously from inside its own write() makes it throw on a nulled
      // field; a microtask later is soon enough because `decided` already ignores its events.
      queueMicrotask(() => bb?.destroy());
      const w = ws;
      const gone = w && !w.closed ? new Promise<void>((r) => w.once('close', () => r())) : undefined;
      w?.destroy(); // stop writing to disk right now
      void (async () => {
        await gone;
        if (filePath)
          await unlink(filePath).catch((e: NodeJS.ErrnoException) => {
            if (e.code !== 'ENOENT') throw e;
          });
      })().then(
        () => {
          release();
          reject(err);
        },
        (e: unknown) => {
          release();
          reject(e);
        },
      );
    };
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });

    // Bytes the client sent in the current window; a window we spent paused (our disk or parser
    // was the slow side) is not the client's fault and never counts against it.
    let windowBytes = 0,
      pausedInWindow = false;
    const stallTimer = setInterval(() => {
      const stalled = !pausedInWindow && !paused && windowBytes < stall.minBytes;
      windowBytes = 0;
      pausedInWindow = paused;
      if (stalled) {
        const message = `The upload is too slow: under ${stall.minBytes} bytes arrived in ${stall.windowMs / 1000} s.`;
        fail(new ApiError('invalid_request', message, { hangUp: true }));
      }
    }, stall.windowMs);

    // Registered before anything can await (uWS rule). The chunk is neutered when we return: copy.
    res.onData((chunk, isLast) => {
      if (decided || !bb) return;
      windowBytes += chunk.byteLength;
      if (isLast) clearInterval(stallTimer); // the whole body is in: the rest is our own work
      const copy = Buffer.from(new Uint8Array(chunk));
      if (copy.length > 0 && !bb.write(copy)) {
        bbBlocked = true;
        syncPause();
      }
      if (isLast) bb.end();
    });

    const write = (data: Buffer) => {
      if (ws && !ws.write(data)) {
        fsBlocked = true;
        fileStream?.pause();
        syncPause();
      }
    };
    // The file is created only once its first bytes sniff as a supported format.
    const startFile = () => {
      const first = Buffer.concat(head);
      head = [];
      const format = sniffFormat(first);
      if (!format) return fail(new ApiError('unsupported_media_type'));
      contentType = format.contentType;
      filePath = path.join(dir, `upload-${randomBytes(16).toString('hex')}${format.ext}`);
      const w = createWriteStream(filePath, { flags: 'wx', highWaterMark: 1 << 20 });
      ws = w;
      fileClosed = new Promise<void>((r) => w.once('close', () => r()));
      w.on('error', (e) => fail(storageError(e)));
      w.on('drain', () => {
        fsBlocked = false;
        fileStream?.resume();
        syncPause();
      });
      write(first);
    };

    try {
      bb = busboy({
        headers: { 'content-type': contentTypeHeader },
        defParamCharset: 'utf8', // browsers send raw UTF-8 filenames, not latin1
        // busboy flags fileSize/fieldSize/parts on *reaching* the limit, files/fields on exceeding it.
        limits: {
          fileSize: limits.maxFileBytes + 1,
          fieldSize: limits.maxFieldBytes + 1,
          parts: limits.maxParts + 1,
          files: 1,
          fields: limits.maxFields,
          headerPairs: limits.maxHeaderPairs,
        },
      });
    } catch {
      return fail(invalid('The body must be multipart/form-data with a boundary.'));
    }
    bb.on('drain', () => {
      bbBlocked = false;
      syncPause();
    });
    bb.on('error', (e) => fail(malformed(e)));
    bb.on('filesLimit', () => fail(invalid('Exactly one file part is allowed.', 'file')));
    bb.on('fieldsLimit', () => fail(invalid(`At most ${limits.maxFields} fields are allowed.`)));
    bb.on('partsLimit', () => fail(invalid(`At most ${limits.maxParts} parts are allowed.`)));
    bb.on('field', (name, value, info) => {
      if (decided) return;
      if (name === 'file') return fail(invalid('The "file" part must be a file upload.', 'file'));
      if (info.valueTruncated) return fail(invalid(`The field is longer than ${limits.maxFieldBytes} bytes.`, name));
      if (fields.has(name)) return fail(invalid('The field is given more than once.', name));
      fields.set(name, value);
    });
    bb.on('file', (name, file, info) => {
      file.on('error', (e) => fail(malformed(e)));
      if (decided || name !== 'file') {
        file.resume(); // drain it so busboy can go on (or be destroyed)
        return fail(invalid('Only the "file" part may carry a file.', name ?? ''));
      }
      fileStream = file;
      fileName = cleanFilename(info.filename);
      file.on('limit', () => fail(new ApiError('file_too_large')));
      file.on('data', (d: Buffer) => {
        if (decided) return;
        size += d.length;
        hash.update(d);
        if (ws) return write(d);
        head.push(d);
        headLen += d.length;
        if (headLen >= SNIFF_BYTES) startFile();
      });
      file.on('end', () => {
        if (decided) return;
        if (!ws && headLen === 0) return fail(invalid('The file is empty.', 'file'));
        if (!ws) startFile();
        ws?.end();
      });
    });
    // 'finish' comes after the closing boundary was parsed and every file stream ended.
    bb.on('finish', () => {
      if (decided) return;
      if (!fileStream) return fail(invalid('The "file" part is required.', 'file'));
      void (fileClosed ?? Promise.resolve()).then(() => {
        if (decided) return;
        if (!filePath) return fail(new Error('upload finished without a file on disk')); // unreachable
        decided = true;
        release();
        resolve({ path: filePath, filename: fileName, size, sha256: hash.digest('hex'), contentType, fields: Object.fromEntries(fields) });
      });
    });
  });
}
