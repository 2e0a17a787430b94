// `submit --wait`: reads a document back until it is completed or failed, showing its pages as
// they finish. Polls quickly at first and then less often, and every read goes through the
// shared ApiClient, so a free plan's 10 requests a minute are spent well across many files.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DocumentObject } from '../services/documents/document-view.js';
import type { ApiClient } from './api-client.js';
import type { FileProgress } from './submit-progress.js';

const FIRST_POLL_MS = 300;
const LONGEST_POLL_MS = 5000;

export async function followDocument(api: ApiClient, doc: DocumentObject, shown: FileProgress): Promise<DocumentObject> {
  let interval = FIRST_POLL_MS;
  while (doc.status === 'queued' || doc.status === 'processing') {
    await sleep(interval);
    const before = doc.pages_done + doc.pages_failed;
    doc = await api.json<DocumentObject>('GET', `/v1/documents/${doc.id}`);
    shown.document(doc);
    // Pages still arriving: keep looking often; a long queue wait backs off.
    interval = doc.pages_done + doc.pages_failed > before ? FIRST_POLL_MS : Math.min(LONGEST_POLL_MS, interval * 1.5);
  }
  return doc;
}
