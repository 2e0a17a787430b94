// The scaling bench's side of the HTTP API, against a server in its own process (scaling-server.ts):
// upload a file without `language` (the server decides, as most clients leave it), read a
// document, delete one, wait for many. Times come from the documents (created_at, completed_at).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pollUntilCompleted } from '../_kit/api-client.js';
import type { ScalingServer } from './scaling-server.js';

interface DocumentBody {
  id: string;
  status: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  pages_total: number | null;
  pages_done: number;
  error: { code: string; message: string } | null;
}

const auth = (server: ScalingServer) => ({ Authorization: `Bearer ${server.key}` });

/** POST /v1/documents; returns the id and when the upload started (epoch ms). */
export async function uploadFile(server: ScalingServer, path: string): Promise<{ id: string; startedAt: number }> {
  const startedAt = Date.now();
  const form = new FormData();
  form.set('file', new Blob([await readFile(path)]), basename(path));
  const res = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers: auth(server), body: form });
  const json = (await res.json()) as { id?: string };
  if (res.status !== 202 || !json.id) throw new Error(`upload of ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return { id: json.id, startedAt };
}

export async function getDocument(server: ScalingServer, id: string): Promise<DocumentBody> {
  const res = await fetch(`${server.url}/v1/documents/${id}`, { headers: auth(server) });
  if (res.status !== 200) throw new Error(`GET /v1/documents/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as DocumentBody;
}

export async function deleteDocument(server: ScalingServer, id: string): Promise<void> {
  const res = await fetch(`${server.url}/v1/documents/${id}`, { method: 'DELETE', headers: auth(server) });
  if (res.status >= 300) throw new Error(`DELETE /v1/documents/${id} answered ${res.status}: ${await res.text()}`);
}

/** Polls until every document is completed (a failed one is an error); returns them in `ids` order. */
export function waitAllCompleted(server: ScalingServer, ids: string[], timeoutMs: number, pollMs = 100): Promise<DocumentBody[]> {
  return pollUntilCompleted((id) => getDocument(server, id), ids, timeoutMs, pollMs);
}

/** Upload → completed_at of a finished document, ms. */
export const latencyMs = (doc: DocumentBody) => Date.parse(doc.completed_at!) - Date.parse(doc.created_at);

/** Upload → started_at, the claim (a lease taken by the scheduler; the document may still wait for a thread), ms. */
export const claimMs = (doc: DocumentBody) => Date.parse(doc.started_at!) - Date.parse(doc.created_at);
