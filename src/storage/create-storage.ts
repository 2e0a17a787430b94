// Picks the adapter STORAGE_URL asks for and readies it (the S3 adapter sets up its local cache).
// The S3 adapter is loaded only when asked for: the AWS SDK takes about half a second to load,
// which a server on local files (the default) and every CLI command would pay at start.
import { join } from 'node:path';
import type { Config } from '../config/config.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** Released copies of objects kept at most this long, and at most this many bytes in all. */
const CACHE_IDLE_MS = 10 * 60_000;
const CACHE_MIN_BYTES = 1 << 30;

export async function createStorage(config: Config): Promise<Storage> {
  if (!config.storage) return new LocalStorage(config.dataDir);
  const { S3Storage } = await import('./s3-storage.js');
  const storage = new S3Storage(config.storage, {
    dir: join(config.dataDir, 'cache'),
    maxBytes: Math.max(CACHE_MIN_BYTES, 2 * config.maxFileBytes),
    idleMs: CACHE_IDLE_MS,
  });
  await storage.start();
  return storage;
}
