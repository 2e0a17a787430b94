// A process killed mid-upload leaves a file that no document references. At start-up, such files
// untouched for 10 minutes are deleted. Younger ones may be uploads in flight on another
// instance sharing DATA_DIR; an upload in flight writes at least every 10 s (slower ones are cut
// off, see UploadStallPolicy), so 10 minutes of silence is a dead one, and a crash followed by a
// quick restart still gets its partial files back on the next start.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Db } from '../store/database.js';

const minAgeMs = 10 * 60_000;

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
