// One input through the server as a client sends it: a multipart upload over a fresh
// connection, then GET /v1/documents/{id} until the document ends. The answer is an outcome
// label for the tables ("completed", "failed:invalid_document", "rejected:415
// unsupported_media_type") and, when the contract was broken, the problem: a 5xx, a reset
// connection, an undocumented code, or a document still unfinished past its deadline.
import { failureProblem, pageProblem, rejectionProblem } from './documented-answers.js';

export interface Target {
  url: string;
  key: string;
  pageTimeoutMs: number;
  /** Documents in flight at once: each may wait for the others' pages, so deadlines scale by it. */
  clients: number;
}

export interface Answer {
  outcome: string;
  problem?: string;
  /** The document's text when it completed (the control document's check). */
  text?: string;
  ms: number;
}

/** Added to every deadline: queueing, a slow database write, a worker thread replaced. */
const DEADLINE_SLACK_MS = 30_000;
const POLL_MS = 200;
const EXTENSION: Record<string, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', tiff: 'tif', gif: 'gif', bmp: 'bmp', webp: 'webp' };

async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { unparsed: text.slice(0, 200) };
  }
}

export async function submit(t: Target, bytes: Buffer, kind: string): Promise<Answer> {
  const started = Date.now();
  const answer = (outcome: string, problem?: string, text?: string): Answer => ({ outcome, problem, text, ms: Date.now() - started });
  const headers = { Authorization: `Bearer ${t.key}`, Connection: 'close' };
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), `input.${EXTENSION[kind] ?? 'bin'}`);
  let res: Response;
  try {
    res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(60_000) });
  } catch (err) {
    return answer('connection-error', `upload: ${describe(err)}`);
  }
  const body = (await json(res)) as { id?: string; error?: { code?: string } };
  if (res.status >= 500) return answer(`${res.status}`, `upload answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  if (res.status !== 202) return answer(`rejected:${res.status} ${body.error?.code}`, rejectionProblem(res.status, body));
  if (!body.id) return answer('202 without id', `202 without a document id: ${JSON.stringify(body).slice(0, 300)}`);

  let deadline = Date.now() + DEADLINE_SLACK_MS + t.clients * t.pageTimeoutMs;
  for (;;) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    let doc: { status: string; pages_total: number | null; pages_failed?: number; result?: { text?: string }; error?: { code?: string } };
    try {
      const got = await fetch(`${t.url}/v1/documents/${body.id}`, { headers, signal: AbortSignal.timeout(30_000) });
      if (got.status !== 200) return answer(`get:${got.status}`, `GET /v1/documents/${body.id} answered ${got.status}`);
      doc = (await got.json()) as typeof doc;
    } catch (err) {
      return answer('connection-error', `GET document: ${describe(err)}`);
    }
    if (doc.status === 'failed') return answer(`failed:${doc.error?.code}`, failureProblem(doc.error?.code));
    if (doc.status === 'completed') {
      const problem = doc.pages_failed ? await pagesProblem(t, body.id, headers) : undefined;
      return answer(doc.pages_failed ? 'completed (pages failed)' : 'completed', problem, doc.result?.text);
    }
    // PAGE_TIMEOUT_MS per page, once the page count is known; each page may wait for the other clients' pages.
    const pages = Math.max(1, doc.pages_total ?? 1);
    deadline = Math.max(deadline, started + DEADLINE_SLACK_MS + t.clients * t.pageTimeoutMs * pages);
    if (Date.now() > deadline) return answer('hang', `still ${doc.status} after ${Date.now() - started} ms (${pages} pages)`);
  }
}

/** The failed pages' codes must be page codes. */
async function pagesProblem(t: Target, id: string, headers: Record<string, string>): Promise<string | undefined> {
  const res = await fetch(`${t.url}/v1/documents/${id}/pages`, { headers });
  if (res.status !== 200) return `GET /v1/documents/${id}/pages answered ${res.status}`;
  const list = (await res.json()) as { data: { error: { code?: string } | null }[] };
  for (const page of list.data) if (page.error) return pageProblem(page.error.code);
  return undefined;
}

function describe(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return [e.name, e.message, e.cause?.code, e.cause?.message].filter(Boolean).join(': ');
}
