// The soak's traffic: uploaders that each upload a document, follow it to its end (polling
// GET /v1/documents/{id}) and then think a moment, so the queue stays bounded however long the
// run (a closed loop: a 2-core machine is kept busy, not drowned); some uploads repeat with the
// same Idempotency-Key and must get the same document; some documents are deleted while they
// are processed. A lister reads the document list and the webhook deliveries meanwhile.
import type { Ledger } from './ledger.js';
import type { SoakApi } from './soak-api.js';
import { pickFile, type SoakFile } from './soak-files.js';

export interface TrafficSettings {
  uploaders: number;
  /** Shares of uploads: repeated with an Idempotency-Key, deleted while processing, with a webhook to /flaky, to /dead. */
  idempotentShare: number;
  deleteShare: number;
  flakyWebhookShare: number;
  deadWebhookShare: number;
  pollMs: number;
  /** Longest wait for one document to end before it counts as an error. */
  documentTimeoutMs: number;
  /** The first uploads, whatever the dice say, so even a short run has every ending and both webhook outcomes. */
  openWith: { kind: string; webhook?: 'flaky' | 'dead'; delete?: boolean }[];
}

export const DEFAULT_TRAFFIC: TrafficSettings = {
  uploaders: 3,
  idempotentShare: 0.2,
  deleteShare: 0.1,
  flakyWebhookShare: 0.5,
  deadWebhookShare: 0.1,
  pollMs: 250,
  documentTimeoutMs: 10 * 60_000,
  openWith: [
    { kind: 'broken-pdf', webhook: 'dead' },
    { kind: 'small-pdf', delete: true },
    { kind: 'pages-past-end', webhook: 'flaky' },
    { kind: 'scan-png', webhook: 'flaky' },
  ],
};

interface Traffic {
  api: SoakApi;
  ledger: Ledger;
  files: readonly SoakFile[];
  receiver: { flakyUrl: string; deadUrl: string };
  settings: TrafficSettings;
  random: () => number;
  /** Traffic stops being started at this time (epoch ms); what is under way finishes. */
  stopAt: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function uploader(t: Traffic, n: number): Promise<void> {
  for (let i = 0; Date.now() < t.stopAt; i++) {
    try {
      await oneDocument(t, `${n}-${i}`);
    } catch (err) {
      t.ledger.error(`uploader ${n}: ${(err as Error).message}`);
      await sleep(1000);
    }
    await sleep(200 + t.random() * 800);
  }
}

async function oneDocument(t: Traffic, tag: string): Promise<void> {
  const opening = t.settings.openWith.shift();
  const file = opening ? t.files.find((f) => f.kind === opening.kind)! : pickFile(t.files, t.random());
  const r = t.random();
  const shares = t.settings;
  const webhook = opening
    ? opening.webhook
    : r < shares.deadWebhookShare
      ? 'dead'
      : r < shares.deadWebhookShare + shares.flakyWebhookShare
        ? 'flaky'
        : undefined;
  const fields = {
    path: file.path,
    pages: file.pages,
    webhookUrl: webhook === 'dead' ? t.receiver.deadUrl : webhook === 'flaky' ? t.receiver.flakyUrl : undefined,
    idempotencyKey: t.random() < t.settings.idempotentShare ? `soak-${process.pid}-${tag}-${Date.now()}` : undefined,
  };
  const first = await t.api.upload(fields);
  if (first.status !== 202 || !first.body.id)
    throw new Error(`upload of ${file.kind} answered ${first.status}: ${JSON.stringify(first.body)}`);
  const id = first.body.id;
  t.ledger.accept({ id, kind: file.kind, expectFailure: file.expectFailure, webhook });
  if (fields.idempotencyKey) {
    // The client's retry (its first answer lost, say): the same document and status code, nothing counted again.
    const again = await t.api.upload(fields);
    t.ledger.idempotentRepeats++;
    if (again.status !== 202 || again.body.id !== id)
      t.ledger.idempotencyMismatches.push(`${id}: repeat answered ${again.status} ${again.body.id}`);
  }
  const deleteIt = opening ? opening.delete === true : t.random() < t.settings.deleteShare;
  const deadline = Date.now() + t.settings.documentTimeoutMs;
  while (Date.now() < deadline) {
    const { status, body } = await t.api.getDocument(id);
    if (status !== 200) throw new Error(`GET ${id} answered ${status} before it ended`);
    if (deleteIt && (body.status === 'processing' || body.status === 'completed' || body.status === 'failed')) {
      const res = await t.api.deleteDocument(id);
      if (res.status !== 204) throw new Error(`DELETE ${id} answered ${res.status}`);
      t.ledger.end(id, { status: 'deleted' }, body.status);
      return;
    }
    if (body.status === 'completed') return t.ledger.end(id, { status: 'completed', pages: body.result?.pages ?? 0 });
    if (body.status === 'failed') {
      const error = body.error ?? { code: 'none', message: 'failed without an error object' };
      return t.ledger.end(id, { status: 'failed', code: error.code, message: error.message });
    }
    await sleep(deleteIt ? 20 : t.settings.pollMs);
  }
  throw new Error(`${id} (${file.kind}) did not end within ${t.settings.documentTimeoutMs} ms`);
}

/** List calls while the uploads go on: the newest documents, and every fifth time the deliveries. */
export async function lister(t: Traffic): Promise<void> {
  for (let i = 0; Date.now() < t.stopAt; i++) {
    try {
      const path = i % 5 === 4 ? '/v1/webhooks/deliveries?limit=20' : '/v1/documents?limit=20';
      const { status } = await t.api.list(path);
      if (status !== 200) t.ledger.error(`GET ${path} answered ${status}`);
    } catch (err) {
      t.ledger.error(`lister: ${(err as Error).message}`);
    }
    await sleep(1000);
  }
}
