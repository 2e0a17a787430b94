// The benches' side of the HTTP API, as a client uses it: upload a file, read a document, wait
// for documents to finish. Completion times are read from the document itself (completed_at), so
// the poll interval costs no accuracy.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { BenchServer } from './bench-server.js';

/** GET /v1/documents/{id} as API.md defines it (the fields the benches read). */
interface DocumentBody {
  id: string;
  status: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  pages_total: number | null;
  result: { text?: string; confidence: number; pages: number; language: string } | null;
  error: { code: string; message: string } | null;
}

/** POST /v1/documents; returns the id and when the upload started and was accepted (epoch ms). */
export async function upload(
  bench: BenchServer,
  path: string,
  language: string | undefined,
): Promise<{ id: string; startedAt: number; acceptedAt: number }> {
  const startedAt = Date.now();
  const form = new FormData();
  form.set('file', new Blob([await readFile(path)]), basename(path));
  if (language) form.set('language', language);
  const res = await fetch(`${bench.url}/v1/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bench.key}` },
    body: form,
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 202 || !body.id) throw new Error(`upload of ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return { id: body.id, startedAt, acceptedAt: Date.now() };
}

export async function getDocument(bench: BenchServer, id: string): Promise<DocumentBody> {
  const res = await fetch(`${bench.url}/v1/documents/${id}`, { headers: { Authorization: `Bearer ${bench.key}` } });
  if (res.status !== 200) throw new Error(`GET /v1/documents/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as DocumentBody;
}

/** Polls each unfinished document in turn until all are completed; a failed one is an error. */
export function waitCompleted(bench: BenchServer, ids: string[], timeoutMs: number, pollMs = 200): Promise<DocumentBody[]> {
  return pollUntilCompleted((id) => getDocument(bench, id), ids, timeoutMs, pollMs);
}

/** waitCompleted for any way of reading a document (a server in this process or a child's URL). */
export async function pollUntilCompleted<D extends { status: string; error: unknown }>(
  get: (id: string) => Promise<D>,
  ids: string[],
  timeoutMs: number,
  pollMs: number,
): Promise<D[]> {
  const done = new Map<string, D>();
  const deadline = Date.now() + timeoutMs;
  while (done.size < ids.length) {
    if (Date.now() > deadline) throw new Error(`${ids.length - done.size} documents not completed within ${timeoutMs} ms`);
    for (const id of ids) {
      if (done.has(id)) continue;
      const doc = await get(id);
      if (doc.status === 'failed') throw new Error(`document ${id} failed: ${JSON.stringify(doc.error)}`);
      if (doc.status === 'completed') done.set(id, doc);
      else break; // documents finish roughly in order: no need to ask about the later ones yet
    }
    if (done.size < ids.length) await new Promise((r) => setTimeout(r, pollMs));
  }
  return ids.map((id) => done.get(id)!);
}
