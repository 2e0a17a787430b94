// The one file part on its way to disk: hashed and counted as it arrives, held back until its
// first bytes sniff as a supported format, then written to a path we generate. The client's
// filename never reaches the file system.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ApiError } from '../../errors.js';
import { SNIFF_BYTES, sniffFormat } from '../../domain/sniff.js';

export interface UploadFileEvents {
  fail(err: Error): void;
  /** The disk is behind (true) or caught up (false); the part itself is paused meanwhile. */
  diskBlocked(blocked: boolean): void;
}

function storageError(err: NodeJS.ErrnoException): Error {
  return err.code === 'ENOSPC' || err.code === 'EDQUOT' ? new ApiError('insufficient_storage') : err;
}

export class UploadFile {
  size = 0;
  contentType = '';
  /** Set once the file is created, i.e. once its first bytes sniffed as a supported format. */
  path: string | undefined;
  private head: Buffer[] = [];
  private headLength = 0;
  private readonly hash = createHash('sha256');
  private stream: WriteStream | undefined;
  private closed: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly part: Readable,
    private readonly events: UploadFileEvents,
  ) {}

  add(data: Buffer): void {
    this.size += data.length;
    this.hash.update(data);
    if (this.stream) return this.write(data);
    this.head.push(data);
    this.headLength += data.length;
    if (this.headLength >= SNIFF_BYTES) this.create();
  }

  /** The part ended: a file shorter than the sniff window is created now. */
  end(): void {
    if (!this.stream && this.headLength === 0)
      return this.events.fail(new ApiError('invalid_request', 'The file is empty.', { param: 'file' }));
    if (!this.stream) this.create();
    this.stream?.end();
  }

  /** Resolves when the file on disk is complete and closed (at once if it was never created). */
  written(): Promise<unknown> {
    return this.closed ?? Promise.resolve();
  }

  sha256(): string {
    return this.hash.digest('hex');
  }

  /** Stops writing at once, then deletes whatever reached the disk. */
  async discard(): Promise<void> {
    const stream = this.stream;
    const gone = stream && !stream.closed ? new Promise<void>((r) => stream.once('close', () => r())) : undefined;
    stream?.destroy();
    await gone;
    if (this.path)
      await unlink(this.path).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
  }

  private create(): void {
    const first = Buffer.concat(this.head);
    this.head = [];
    const format = sniffFormat(first);
    if (!format) return this.events.fail(new ApiError('unsupported_media_type'));
    this.contentType = format.contentType;
    this.path = path.join(this.dir, `upload-${randomBytes(16).toString('hex')}${format.ext}`);
    const stream = createWriteStream(this.path, { flags: 'wx', highWaterMark: 1 << 20 });
    this.stream = stream;
    this.closed = new Promise<void>((r) => stream.once('close', () => r()));
    stream.on('error', (e) => this.events.fail(storageError(e)));
    stream.on('drain', () => {
      this.part.resume();
      this.events.diskBlocked(false);
    });
    this.write(first);
  }

  private write(data: Buffer): void {
    if (this.stream && !this.stream.write(data)) {
      this.part.pause();
      this.events.diskBlocked(true);
    }
  }
}
