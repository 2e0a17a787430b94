// The local adapter: stored files are plain files under DATA_DIR (uploads/… and generated/…), as
// before object storage existed. Instances sharing this directory (one host, or a shared volume)
// share the files.
import { copyFile, mkdir, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { StoredFileMissing, type LocalCopy, type Storage, type StoredEntry } from './storage.js';
import { isSafeKey } from './storage-keys.js';

export class LocalStorage implements Storage {
  readonly kind = 'local';
  readonly keepsStagedFile = true;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`invalid storage key "${key.slice(0, 80)}"`);
    return join(this.root, key);
  }

  async put(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    if (resolve(file) === target) return; // an upload streamed straight into place
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(file, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await copyFile(file, target);
      await unlink(file);
    }
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new StoredFileMissing(key);
    return { path, release: () => {} };
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      await this.removeEmptyParents(key);
    }
  }

  /** generated/<id>/ directories go with their last file; top-level ones (uploads/) stay. */
  private async removeEmptyParents(key: string): Promise<void> {
    let dir = dirname(key);
    while (dir.includes('/')) {
      const removed = await rmdir(join(this.root, dir)).then(
        () => true,
        () => false,
      );
      if (!removed) return;
      dir = dirname(dir);
    }
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const dir = this.pathOf(prefix.replace(/\/+$/, ''));
    const names = await readdir(dir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) yield { key: relative(this.root, path).split(sep).join('/'), modifiedAt: info.mtime };
    }
  }

  async close(): Promise<void> {}
}
