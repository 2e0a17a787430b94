// The key layout shared by both adapters. Uploads keep the relative path the local adapter has
// always used (documents.storage_path), so existing data directories need no migration.
// Files generated from a document (a searchable PDF…) live under generated/<document id>/, so
// deleting a document can remove them without knowing which were made.
import { join } from 'node:path';

export const UPLOADS_PREFIX = 'uploads/';

/** Where uploads are staged on this host (DATA_DIR/uploads): an upload's key is its path under DATA_DIR. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function generatedPrefix(documentId: string): string {
  return `generated/${documentId}/`;
}

export function generatedKey(documentId: string, name: string): string {
  return `${generatedPrefix(documentId)}${name}`;
}

/** A key we wrote: relative, no empty, "." or ".." segments (storage_path comes from the database). */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && !key.startsWith('/') && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
