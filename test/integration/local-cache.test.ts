// The S3 adapter's local cache on real files: leftovers of dead processes removed at start, one
// fetch per key for concurrent holders, a byte bound that evicts released copies least recently
// used first and never a held one, idle expiry, deleted objects dropped on release, failed fetches
// not remembered, copies removed on close.
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalCache, type LocalCacheOptions } from '../../src/storage/local-cache.js';

let root: string;
let cache: LocalCache | undefined;
let fetched: string[];
let failNext = false;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docrec-cache-'));
  fetched = [];
});
afterEach(async () => {
  await cache?.close();
  await rm(root, { recursive: true, force: true });
});

/** Objects are 100 bytes of their key's first letter; fetching one takes 20 ms. */
async function open(options: Partial<LocalCacheOptions> = {}): Promise<LocalCache> {
  cache = new LocalCache({ dir: join(root, 'cache'), maxBytes: 250, idleMs: 60_000, ...options }, async (key, destination) => {
    fetched.push(key);
    await new Promise((r) => setTimeout(r, 20));
    if (failNext) {
      failNext = false;
      throw new Error('store down');
    }
    await writeFile(destination, key[0]!.repeat(100));
    return 100;
  });
  await cache.start();
  return cache;
}
/** Copies on disk, in every process's directory. */
async function files(): Promise<number> {
  const names = await readdir(join(root, 'cache'), { recursive: true, withFileTypes: true });
  return names.filter((d) => d.isFile()).length;
}
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('LocalCache', () => {
  it('removes copies of processes gone for 10 minutes, not of live ones, and fetches a key once for concurrent holders', async () => {
    for (const name of ['dead', 'live']) {
      await mkdir(join(root, 'cache', name), { recursive: true });
      await writeFile(join(root, 'cache', name, 'copy.pdf'), 'x');
    }
    const eleven = new Date(Date.now() - 11 * 60_000);
    await utimes(join(root, 'cache', 'dead'), eleven, eleven);
    const c = await open();
    expect(await files()).toBe(1);
    expect(await readdir(join(root, 'cache', 'live'))).toEqual(['copy.pdf']);
    const copies = await Promise.all([c.acquire('a.pdf'), c.acquire('a.pdf'), c.acquire('a.pdf')]);
    expect(fetched).toEqual(['a.pdf']);
    expect(new Set(copies.map((x) => x.path)).size).toBe(1);
    expect(await readFile(copies[0].path, 'utf8')).toBe('a'.repeat(100));
  });

  it('evicts released copies least recently used first when over the bound, never a held one', async () => {
    const c = await open({ maxBytes: 250 });
    const a = await c.acquire('a');
    const b = await c.acquire('b');
    const held = await c.acquire('h');
    a.release();
    await settle();
    b.release(); // now 300 bytes: a (least recent, released) goes
    await settle();
    expect(await files()).toBe(2);
    await expect(readFile(a.path)).rejects.toThrow(/ENOENT/);
    const d = await c.acquire('d'); // 300 again: b goes, h is held
    await settle();
    expect(await readFile(held.path, 'utf8')).toBe('h'.repeat(100));
    await expect(readFile(b.path)).rejects.toThrow(/ENOENT/);
    d.release();
    held.release();
    expect(fetched).toEqual(['a', 'b', 'h', 'd']);
  });

  it('removes a released copy unused for idleMs', async () => {
    const c = await open({ idleMs: 100 });
    (await c.acquire('x')).release();
    expect(await files()).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(await files()).toBe(0);
  });

  it('drops a forgotten (deleted) key when its last holder releases it', async () => {
    const c = await open();
    const copy = await c.acquire('gone');
    c.forget('gone');
    await settle();
    expect(await readFile(copy.path, 'utf8')).toBe('g'.repeat(100));
    copy.release();
    await settle();
    await expect(readFile(copy.path)).rejects.toThrow(/ENOENT/);
  });

  it('does not remember a failed fetch', async () => {
    const c = await open();
    failNext = true;
    await expect(c.acquire('k')).rejects.toThrow('store down');
    expect(await files()).toBe(0);
    (await c.acquire('k')).release();
    expect(fetched).toEqual(['k', 'k']);
  });

  it('removes its copies on close', async () => {
    const c = await open();
    (await c.acquire('z')).release();
    expect(await files()).toBe(1);
    await c.close();
    expect(await readdir(join(root, 'cache'))).toEqual([]);
  });
});
