// A process killed mid-upload leaves a file that no document references. At start-up, such files
// older than an hour are deleted (younger ones may be uploads in flight on another instance
// sharing DATA_DIR).
import { readdir, stat, unlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Db } from '../store/database.js';

const minAgeMs = 3600_000;

export async function sweepOrphanUploads(db: Db, dataDir: string, uploads: string, now = Date.now()): Promise<number> {
  const names = await readdir(uploads);
  const old: string[] = [];
  for (const name of names) {
    const path = join(uploads, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > minAgeMs) old.push(relative(dataDir, path));
  }
  let removed = 0;
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const kept = await db.selectFrom('documents').select('storage_path').where('storage_path', 'in', batch).execute();
    const referenced = new Set(kept.map((r) => r.storage_path));
    for (const path of batch) {
      if (referenced.has(path)) continue;
      await unlink(join(dataDir, path)).catch(() => {});
      removed++;
    }
  }
  return removed;
}
