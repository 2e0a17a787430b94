// Local copies of stored objects, for the S3 adapter: one fetch per key however many callers hold
// it (the scheduler for a whole document, an endpoint for one request), kept after release while
// the cache is under its byte bound and the copy was used recently. A copy someone holds is never
// removed, so the bound can be passed while many large documents are being worked on.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { LocalCopy } from './storage.js';

export interface LocalCacheOptions {
  /**
   * Each process keeps its copies in a directory of its own under this one, touched every minute;
   * at start, the directories nobody touched for 10 minutes (left by dead processes) are removed.
   * So a DATA_DIR shared by mistake never loses a copy another live instance is reading.
   */
  dir: string;
  /** Total size of released copies kept. */
  maxBytes: number;
  /** Released copies unused this long are removed (deleted documents must not linger on disk). */
  idleMs: number;
}

/** Writes the object under `key` to the file `destination`; resolves to its size in bytes. */
type FetchObject = (key: string, destination: string) => Promise<number>;

interface Entry {
  path: string;
  size: number;
  holders: number;
  lastUsed: number;
  fetched: Promise<void>;
  ready: boolean;
  /** Deleted from the store: remove the copy as soon as nobody holds it. */
  doomed: boolean;
}

const ABANDONED_MS = 10 * 60_000;

export class LocalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly own: string;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: LocalCacheOptions,
    private readonly fetchObject: FetchObject,
  ) {
    this.own = join(options.dir, `${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  async start(): Promise<void> {
    await mkdir(this.own, { recursive: true });
    for (const name of await readdir(this.options.dir)) {
      const path = join(this.options.dir, name);
      const info = await stat(path).catch(() => undefined);
      if (path !== this.own && info && Date.now() - info.mtimeMs > ABANDONED_MS) await rm(path, { recursive: true, force: true });
    }
    this.timer = setInterval(() => void this.tick(), Math.min(this.options.idleMs, 60_000)).unref();
  }

  private async tick(): Promise<void> {
    const now = new Date();
    await utimes(this.own, now, now).catch(() => {});
    await this.evict();
  }

  async acquire(key: string): Promise<LocalCopy> {
    const entry = this.entries.get(key) ?? this.fetch(key);
    entry.holders++;
    try {
      await entry.fetched;
    } catch (err) {
      entry.holders--;
      throw err;
    }
    entry.lastUsed = Date.now();
    let released = false;
    return {
      path: entry.path,
      release: () => {
        if (released) return;
        released = true;
        entry.holders--;
        entry.lastUsed = Date.now();
        void this.evict();
      },
    };
  }

  /** The object was deleted: drop its copy now, or when its last holder releases it. */
  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.doomed = true;
    void this.evict();
  }

  /** Bytes of the copies on disk (for tests and logs). */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) if (entry.ready) total += entry.size;
    return total;
  }

  /** Stops the timer and removes every copy (the process is done with them). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.entries.clear();
    await rm(this.own, { recursive: true, force: true });
  }

  private fetch(key: string): Entry {
    const path = join(this.own, `${randomBytes(8).toString('hex')}-${basename(key)}`);
    const partial = `${path}.part`;
    const entry: Entry = { path, size: 0, holders: 0, lastUsed: Date.now(), fetched: Promise.resolve(), ready: false, doomed: false };
    entry.fetched = this.fetchObject(key, partial)
      .then(async (size) => {
        await rename(partial, path);
        entry.size = size;
        entry.ready = true;
        void this.evict(); // a new copy may put the cache over its bound
      })
      .catch(async (err: unknown) => {
        // Not kept: the next caller fetches again (the store may be back).
        if (this.entries.get(key) === entry) this.entries.delete(key);
        await unlink(partial).catch(() => {});
        throw err;
      });
    this.entries.set(key, entry);
    return entry;
  }

  private async evict(): Promise<void> {
    const now = Date.now();
    const idle = [...this.entries].filter(([, e]) => e.ready && e.holders === 0).sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    let total = this.bytes;
    for (const [key, entry] of idle) {
      const expired = entry.doomed || now - entry.lastUsed >= this.options.idleMs;
      if (!expired && total <= this.options.maxBytes) continue;
      this.entries.delete(key);
      total -= entry.size;
      await unlink(entry.path).catch(() => {});
    }
  }
}
