// The stored files a backup carries: the uploads the documents point at (documents.storage_path)
// and everything generated from them (generated/<document id>/…). Staged uploads no document
// names yet, the S3 cache and the lock are left out: a restored server has no use for them.
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { isSafeKey } from '../storage/storage-keys.js';
import { sha256Of } from './backup-manifest.js';

const GENERATED_DIR = 'generated';

/** The keys under `root` to copy: `storagePaths` that exist as files, then generated/…, sorted. */
export async function keysToBackUp(root: string, storagePaths: readonly string[]): Promise<{ keys: string[]; missing: string[] }> {
  const present = new Set(await filesUnder(root, 'uploads'));
  const uploads = storagePaths.filter((key) => isSafeKey(key));
  const keys = uploads.filter((key) => present.has(key));
  const missing = uploads.filter((key) => !present.has(key));
  return { keys: [...new Set([...keys, ...(await filesUnder(root, GENERATED_DIR))])].sort(), missing };
}

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const names = await readdir(join(root, dir), { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const keys: string[] = [];
  for (const name of names) {
    const info = await stat(join(root, dir, name)).catch(() => undefined);
    if (info?.isFile()) keys.push(`${dir}/${name.split(sep).join('/')}`);
  }
  return keys;
}

/** Copies each key from one root to another, never over an existing file; returns their checksums. */
export async function copyKeys(from: string, to: string, keys: readonly string[]) {
  const copied: { key: string; bytes: number; sha256: string }[] = [];
  for (const key of keys) {
    const target = join(to, key);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from, key), target, constants.COPYFILE_EXCL);
    copied.push({ key, ...(await sha256Of(target)) });
  }
  return copied;
}
