// The storage port: where uploads (and files generated from them) live once accepted. Keys are
// relative paths such as "uploads/upload-<hex>.pdf" (documents.storage_path). Two adapters: the
// local directory DATA_DIR (the default) and S3-compatible object storage (STORAGE_URL).
//
// Every reader of a stored file goes through localCopy(): MuPDF needs random access to a local
// file, so the S3 adapter fetches an object once into a bounded cache under DATA_DIR and hands out
// that path for as long as the copy is held, never once per page or per worker thread.

export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}

/** A local file holding the stored bytes; valid until release() (call it exactly once). */
export interface LocalCopy {
  readonly path: string;
  release(): void;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * True when an upload streamed to DATA_DIR/uploads already is the stored file (the local
   * adapter). Otherwise a file there is only a staging copy, deleted once put() returns.
   */
  readonly keepsStagedFile: boolean;
  /** Stores the local file `file` under `key`; resolves once it is durably stored. */
  put(key: string, file: string, contentType?: string): Promise<void>;
  /** A local path to read the file under `key` from. Throws StoredFileMissing when there is none. */
  localCopy(key: string): Promise<LocalCopy>;
  /** Deletes the keys; missing ones are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored key under `prefix` (e.g. "uploads/"), with its last write time. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** Stops background work (cache eviction); stored files stay. */
  close(): Promise<void>;
}

export class StoredFileMissing extends Error {
  override name = 'StoredFileMissing';
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
  }
}

/** The store itself failed (unreachable, refused, timed out): the request may be retried later. */
export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable';
  /** Read by isBackendUnavailable (observability/, a lower layer): answer 503 with Retry-After. */
  readonly backendUnavailable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Reads the stored file through a local copy held only while `use` runs. */
export async function withLocalCopy<T>(storage: Storage, key: string, use: (path: string) => Promise<T>): Promise<T> {
  const copy = await storage.localCopy(key);
  try {
    return await use(copy.path);
  } finally {
    copy.release();
  }
}
