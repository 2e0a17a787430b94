// The document a dashboard call names in its path: the signed-in account's, of the session's mode,
// else 404 (another account's or the other mode's document is not found, as in the API).
import { DashboardError, notFound } from '../respond.js';
import { findDocument, type DocumentRow } from '../../store/documents-repo.js';
import { isId } from '../../domain/ids.js';
import type { SignedInCall } from '../dashboard-call.js';

/** The signed-in account's document of the session's mode named in the path, else 404. */
export async function ownDocument(call: SignedInCall): Promise<DocumentRow> {
  const id = call.params.id!;
  const doc = isId('doc', id) ? await findDocument(call.deps.database.db, call.session.owner, id) : undefined;
  if (!doc) throw notFound();
  return doc;
}

/** The call's document once it has completed (409 before): `what` names the download refused. */
export async function ownCompletedDocument(call: SignedInCall, what: string): Promise<DocumentRow> {
  const doc = await ownDocument(call);
  if (doc.status !== 'completed')
    throw new DashboardError(409, 'Not ready', `The document is ${doc.status}; its ${what} can be downloaded once it has completed.`);
  return doc;
}
