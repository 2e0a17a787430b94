// The S3 adapter against a real S3-protocol server (s3rver): put (single and multipart), listing,
// one fetch per key into the local cache however many hold it, delete, a missing key, and a store
// that is down.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { S3Storage } from '../../src/storage/s3-storage.js';
import { StorageUnavailable, StoredFileMissing } from '../../src/storage/storage.js';
import { startS3Server, type S3TestServer, watchObjectGets } from '../support/s3-server.js';

let s3: S3TestServer;
let dir: string;
let storage: S3Storage;
const fetches: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  dir = await mkdtemp(join(tmpdir(), 'docrec-s3-storage-'));
  storage = new S3Storage(loadConfig(s3.env).storage!, { dir: join(dir, 'cache'), maxBytes: 1 << 30, idleMs: 60_000 });
  await storage.start();
  // Every GET the adapter makes, to count fetches per key.
  watchObjectGets(storage, (key) => fetches.push(key));
});
afterAll(async () => {
  await storage?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function staged(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

describe('S3 storage adapter (s3rver)', () => {
  it('stores a small and a multipart file under the prefix and removes the staged copies', async () => {
    const small = randomBytes(1000);
    const large = randomBytes(20 << 20); // three 8 MiB parts
    await storage.put('uploads/upload-small.png', await staged('small.png', small), 'image/png');
    await storage.put('uploads/upload-large.pdf', await staged('large.pdf', large), 'application/pdf');
    expect(await s3.keys()).toEqual(['uploads/upload-large.pdf', 'uploads/upload-small.png']);
    expect((await readdir(dir)).filter((n) => n !== 'cache')).toEqual([]);
    const listed = [];
    for await (const entry of storage.list('uploads/')) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual(['uploads/upload-large.pdf', 'uploads/upload-small.png']);
    expect(Math.abs(listed[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(120_000);

    const copy = await storage.localCopy('uploads/upload-large.pdf');
    expect((await readFile(copy.path)).equals(large)).toBe(true);
    copy.release();
  });

  it('fetches a key once for concurrent and later holders while it is cached', async () => {
    await storage.put('uploads/upload-once.png', await staged('once.png', randomBytes(5000)));
    fetches.length = 0;
    const copies = await Promise.all([1, 2, 3].map(() => storage.localCopy('uploads/upload-once.png')));
    expect(new Set(copies.map((c) => c.path)).size).toBe(1);
    for (const c of copies) c.release();
    const again = await storage.localCopy('uploads/upload-once.png');
    again.release();
    expect(fetches).toEqual(['tenant-a/uploads/upload-once.png']);
  });

  it('deletes objects and their cached copies; a missing key is StoredFileMissing', async () => {
    const copy = await storage.localCopy('uploads/upload-small.png');
    copy.release();
    await storage.delete(['uploads/upload-small.png', 'uploads/never-there.png']);
    expect(await s3.keys()).not.toContain('uploads/upload-small.png');
    await expect(readFile(copy.path)).rejects.toThrow(/ENOENT/);
    await expect(storage.localCopy('uploads/upload-small.png')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('reports a store that is down as StorageUnavailable, and works again when it is back', async () => {
    await s3.stop();
    try {
      const file = await staged('down.png', randomBytes(100));
      await expect(storage.put('uploads/upload-down.png', file)).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(storage.localCopy('uploads/upload-once-more.png')).rejects.toBeInstanceOf(StorageUnavailable);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).not.toContain('uploads/upload-down.png');
    await storage.put('uploads/upload-back.png', await staged('back.png', randomBytes(100)));
    expect(await s3.keys()).toContain('uploads/upload-back.png');
  }, 60_000);
});
