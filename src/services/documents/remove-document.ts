// Deleting a document, for DELETE /v1/documents/{id} and the dashboard alike: the record (pages
// cascade, pending deliveries cancelled), any recognition in flight, then its stored files.
import type { Logger } from 'pino';
import type { Db } from '../../store/database.js';
import { deleteDocument } from '../../store/documents-repo.js';
import type { Owner } from '../../store/owner.js';
import { isId } from '../../domain/ids.js';
import type { Storage } from '../../storage/storage.js';
import { deleteDocumentFiles } from '../../storage/document-files.js';

interface RemoveDeps {
  db: Db;
  storage: Storage;
  processor: { cancel(id: string): void };
  logger: Logger;
}

/** False when the owner has no such document (a wrong id, another account's or mode's). */
export async function removeDocument(deps: RemoveDeps, owner: Owner, id: string, requestId: string): Promise<boolean> {
  const storagePath = isId('doc', id) ? await deleteDocument(deps.db, owner, id) : undefined;
  if (storagePath === undefined) return false;
  deps.processor.cancel(id);
  // The record is gone: a file left behind by a failure here is an orphan the sweep removes.
  await deleteDocumentFiles(deps.storage, { id, storagePath }).catch((err: unknown) => {
    deps.logger.warn({ requestId, documentId: id, err: String(err) }, 'could not delete the stored files');
  });
  deps.logger.info({ requestId, documentId: id }, 'document deleted');
  return true;
}
