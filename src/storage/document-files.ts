// Removing every stored file of a deleted document: its upload and anything generated from it.
import type { Storage } from './storage.js';
import { generatedPrefix } from './storage-keys.js';

export async function deleteDocumentFiles(storage: Storage, doc: { id: string; storagePath: string }): Promise<void> {
  const keys = [doc.storagePath];
  for await (const entry of storage.list(generatedPrefix(doc.id))) keys.push(entry.key);
  await storage.delete(keys);
}
