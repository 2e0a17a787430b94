// A document's status as it changes: the cell that shows it (followed live by the browser script
// until the document completes or fails) and the JSON that script polls.
import { html, type Html } from '../html.js';
import { sendJson } from '../respond.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { ownDocument } from './own-document.js';
import type { SignedInCall } from '../dashboard-call.js';

const terminal = (status: string) => status === 'completed' || status === 'failed';

export function statusCell(doc: DocumentRow): Html {
  const progress = doc.pages_total ? ` (${doc.pages_done}/${doc.pages_total})` : '';
  const live = terminal(doc.status) ? '' : html` data-live-status="/dashboard/documents/${doc.id}/status"`;
  return html`<span class="status status-${doc.status}" data-testid="status"${live}>${doc.status}${progress}</span>`;
}

export async function documentStatus(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  sendJson(call.ctx, 200, { status: doc.status, pages_done: doc.pages_done, pages_total: doc.pages_total });
}
