// The local adapter on real files: put moves a file into place (or leaves an upload already there),
// localCopy hands out the stored path, list walks a prefix, and deleting a document's files takes
// its generated/<id>/ directory with it.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { deleteDocumentFiles } from '../../src/storage/document-files.js';
import { generatedKey } from '../../src/storage/storage-keys.js';
import { StoredFileMissing, withLocalCopy } from '../../src/storage/storage.js';

let root: string;
let storage: LocalStorage;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docrec-local-storage-'));
  await mkdir(join(root, 'uploads'));
  storage = new LocalStorage(root);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

const keys = async (prefix: string) => {
  const out: string[] = [];
  for await (const entry of storage.list(prefix)) out.push(entry.key);
  return out.sort();
};

describe('LocalStorage', () => {
  it('keeps an upload streamed into place and moves other files in', async () => {
    await writeFile(join(root, 'uploads', 'upload-a.png'), 'a');
    await storage.put('uploads/upload-a.png', join(root, 'uploads', 'upload-a.png'));
    await writeFile(join(root, 'searchable.tmp'), 'pdf');
    await storage.put(generatedKey('doc_1', 'searchable.pdf'), join(root, 'searchable.tmp'));
    expect(await keys('uploads/')).toEqual(['uploads/upload-a.png']);
    expect(await keys('generated/')).toEqual(['generated/doc_1/searchable.pdf']);
    expect(await readdir(root)).not.toContain('searchable.tmp');
    expect(await withLocalCopy(storage, 'generated/doc_1/searchable.pdf', (path) => readFile(path, 'utf8'))).toBe('pdf');
  });

  it('deletes a document with its generated files and their directory; missing files are fine', async () => {
    await writeFile(join(root, 'uploads', 'upload-b.pdf'), 'b');
    await writeFile(join(root, 'x.tmp'), 'x');
    await storage.put(generatedKey('doc_2', 'page-1.hocr'), join(root, 'x.tmp'));
    await deleteDocumentFiles(storage, { id: 'doc_2', storagePath: 'uploads/upload-b.pdf' });
    await deleteDocumentFiles(storage, { id: 'doc_2', storagePath: 'uploads/upload-b.pdf' });
    expect(await readdir(join(root, 'uploads'))).toEqual([]);
    expect(await readdir(join(root, 'generated'))).toEqual([]);
    await expect(storage.localCopy('uploads/upload-b.pdf')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('refuses keys that would leave DATA_DIR', async () => {
    await expect(storage.localCopy('../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(['/etc/passwd'])).rejects.toThrow(/invalid storage key/);
  });
});
