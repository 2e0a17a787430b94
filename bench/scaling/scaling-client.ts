// The scaling bench's side of the HTTP API, against a server in its own process (scaling-server.ts):
// upload a file without `language` (the server decides, as most clients leave it), read a
// document, delete one, wait for many. Times come from the documents (created_at, completed_at).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
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
export async function waitAllCompleted(server: ScalingServer, ids: string[], timeoutMs: number, pollMs = 100): Promise<DocumentBody[]> {
  const done = new Map<string, DocumentBody>();
  const deadline = Date.now() + timeoutMs;
  while (done.size < ids.length) {
    if (Date.now() > deadline) throw new Error(`${ids.length - done.size} documents not completed within ${timeoutMs} ms`);
    for (const id of ids) {
      if (done.has(id)) continue;
      const doc = await getDocument(server, id);
      if (doc.status === 'failed') throw new Error(`document ${id} failed: ${JSON.stringify(doc.error)}`);
      if (doc.status === 'completed') done.set(id, doc);
      else break; // documents finish roughly in order: no need to ask about the later ones yet
    }
    if (done.size < ids.length) await new Promise((r) => setTimeout(r, pollMs));
  }
  return ids.map((id) => done.get(id)!);
}

/** Upload → completed_at of a finished document, ms. */
export const latencyMs = (doc: DocumentBody) => Date.parse(doc.completed_at!) - Date.parse(doc.created_at);

/** Upload → started_at, the claim (a lease taken by the scheduler; the document may still wait for a thread), ms. */
export const claimMs = (doc: DocumentBody) => Date.parse(doc.started_at!) - Date.parse(doc.created_at);
