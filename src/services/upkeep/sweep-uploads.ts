// Files no document references, left by a process killed mid-upload, or between storing an upload
// (in the bucket, with STORAGE_URL) and committing its document. At start-up and hourly
// (orphan-sweep.ts), such files untouched for 10 minutes are deleted. Younger ones may be uploads
// in flight on another instance: an upload in flight writes at least every 10 s (slower ones are
// cut off, see UploadStallPolicy), and the commit follows the bucket write at once, so 10 minutes
// of silence is a dead one.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../store/database.js';
import type { Storage } from '../../storage/storage.js';
import { UPLOADS_PREFIX } from '../../storage/storage-keys.js';

const minAgeMs = 10 * 60_000;
const batchSize = 500;

/** `stagingDir`: where uploads stream to (DATA_DIR/uploads). Returns how many files were removed. */
export async function sweepOrphanUploads(db: Db, storage: Storage, stagingDir: string, now = Date.now()): Promise<number> {
  let removed = storage.keepsStagedFile ? 0 : await sweepStaging(stagingDir, now);
  let old: string[] = [];
  for await (const entry of storage.list(UPLOADS_PREFIX)) {
    if (now - entry.modifiedAt.getTime() > minAgeMs) old.push(entry.key);
    if (old.length === batchSize) {
      removed += await removeUnreferenced(db, storage, old);
      old = [];
    }
  }
  removed += await removeUnreferenced(db, storage, old);
  return removed + (await sweepGenerated(db, storage, now));
}

/** With object storage a staged file is never the stored one: every old one is left over. */
async function sweepStaging(dir: string, now: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs <= minAgeMs) continue;
    await unlink(path).catch(() => {});
    removed++;
  }
  return removed;
}

async function removeUnreferenced(db: Db, storage: Storage, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const kept = await db.selectFrom('documents').select('storage_path').where('storage_path', 'in', keys).execute();
  const referenced = new Set(kept.map((r) => r.storage_path));
  const orphans = keys.filter((key) => !referenced.has(key));
  await storage.delete(orphans);
  return orphans.length;
}

/** Files generated for documents that no longer exist (deleted while one was being written). */
async function sweepGenerated(db: Db, storage: Storage, now: number): Promise<number> {
  const byDocument = new Map<string, string[]>();
  for await (const entry of storage.list('generated/')) {
    const id = entry.key.split('/')[1];
    if (!id || now - entry.modifiedAt.getTime() <= minAgeMs) continue;
    byDocument.set(id, [...(byDocument.get(id) ?? []), entry.key]);
  }
  let removed = 0;
  const ids = [...byDocument.keys()];
  for (let i = 0; i < ids.length; i += batchSize) {
    const batch = ids.slice(i, i + batchSize);
    const live = await db.selectFrom('documents').select('id').where('id', 'in', batch).execute();
    const existing = new Set(live.map((r) => r.id));
    for (const id of batch) {
      if (existing.has(id)) continue;
      const keys = byDocument.get(id)!;
      await storage.delete(keys);
      removed += keys.length;
    }
  }
  return removed;
}
