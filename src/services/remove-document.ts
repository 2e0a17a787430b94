// Deleting a document, for DELETE /v1/documents/{id} and the dashboard alike: the record (pages
// cascade, pending deliveries cancelled), any recognition in flight, then the upload on disk.
import { unlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../store/database.js';
import { deleteDocument, type Owner } from '../store/documents-repo.js';
import { isId } from '../domain/ids.js';

export interface RemoveDeps {
  db: Db;
  dataDir: string;
  processor: { cancel(id: string): void };
  logger: Logger;
}

/** False when the owner has no such document (a wrong id, another account's or mode's). */
export async function removeDocument(deps: RemoveDeps, owner: Owner, id: string, requestId: string): Promise<boolean> {
  const storagePath = isId('doc', id) ? await deleteDocument(deps.db, owner, id) : undefined;
  if (storagePath === undefined) return false;
  deps.processor.cancel(id);
  await unlink(resolve(deps.dataDir, storagePath)).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') deps.logger.warn({ requestId, documentId: id, err: String(err) }, 'could not delete upload');
  });
  deps.logger.info({ requestId, documentId: id }, 'document deleted');
  return true;
}
