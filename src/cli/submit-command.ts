// `docrec submit FILE|DIR... [--language uk] [--pages 1-3] [--webhook-url URL] [--wait]
// [--format text|markdown|json] [--concurrency N]`: a client of a running server (DOCREC_URL,
// DOCREC_API_KEY). Files go up a few at a time through one rate-aware client; with --wait each is
// followed until it completes (and, for --format markdown, its Markdown read). Results go to stdout
// in argument order once all are done (progress lives on stderr); exit 1 if any failed.
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { loadClientConfig } from '../config/config.js';
import type { DocumentObject } from '../services/documents/document-view.js';
import { ApiCallError, ApiClient } from './api-client.js';
import { multipartUpload } from './multipart-body.js';
import { filesToSubmit, type SubmitFile } from './submit-files.js';
import { SubmitProgress, type FileProgress } from './submit-progress.js';
import { UsageError } from './usage-error.js';
import { submitOptions } from './submit-options.js';
import { followDocument } from './follow-document.js';

/** `markdown`: the completed document's Markdown, read only for --format markdown. */
type Outcome = { file: string; document: DocumentObject; markdown?: string } | { file: string; error: { code: string; message: string } };

export async function runSubmit(args: string[]): Promise<number> {
  const opts = submitOptions(args);
  const client = loadClientConfig();
  if (!client.apiKey) throw new UsageError('set DOCREC_API_KEY to an API key (and DOCREC_URL if not http://127.0.0.1:8080)');
  const files = await filesToSubmit(opts.paths);
  const api = new ApiClient(client.url, client.apiKey);
  const progress = new SubmitProgress(files.map((f) => f.path));
  const fields: Record<string, string> = {
    ...(opts.language ? { language: opts.language } : {}),
    ...(opts.webhookUrl ? { webhook_url: opts.webhookUrl } : {}),
    ...(opts.pages !== undefined ? { pages: opts.pages } : {}),
  };
  const outcomes: Outcome[] = [];
  let quotaError: ApiCallError | undefined; // the day's quota is gone: the rest would fail the same way
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i]!;
      const shown = progress.add(file.path, file.size);
      try {
        if (quotaError) throw quotaError;
        const document = await submitOne(api, file, fields, shown, opts.wait);
        const markdown =
          opts.format === 'markdown' && document.status === 'completed'
            ? await api.text(`/v1/documents/${document.id}/markdown`)
            : undefined;
        outcomes[i] = { file: file.path, document, ...(markdown !== undefined ? { markdown } : {}) };
      } catch (err) {
        const e = err instanceof ApiCallError ? err : new ApiCallError(0, 'client_error', (err as Error).message);
        if (e.code === 'quota_exceeded') quotaError = e;
        shown.failed(`${e.code}: ${e.message}`);
        outcomes[i] = { file: file.path, error: { code: e.code, message: e.message } };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, files.length) }, worker));
  progress.stop();
  return report(outcomes, { json: opts.format === 'json', wait: opts.wait });
}

async function submitOne(api: ApiClient, file: SubmitFile, fields: Record<string, string>, shown: FileProgress, wait: boolean) {
  const upload = multipartUpload(file.path, basename(file.path), file.size, fields);
  shown.uploading(0);
  // One key for every try of this file: a retry after a lost reply never makes a second document.
  const doc = await api.json<DocumentObject>('POST', '/v1/documents', () => upload.body((sent) => shown.uploading(sent)), {
    'Content-Type': upload.contentType,
    'Content-Length': String(upload.length),
    'Idempotency-Key': randomUUID(),
  });
  shown.document(doc);
  return wait ? followDocument(api, doc, shown) : doc;
}

function report(outcomes: Outcome[], mode: { json: boolean; wait: boolean }): number {
  let failures = 0;
  for (const outcome of outcomes) {
    const failed = 'error' in outcome ? outcome.error : outcome.document.status === 'failed' ? outcome.document.error : null;
    if (failed) {
      failures++;
      process.stderr.write(`docrec: ${outcome.file}: ${failed.code}: ${failed.message}\n`);
    }
    if (mode.json) process.stdout.write(`${JSON.stringify(outcome)}\n`);
    else if ('document' in outcome && !mode.wait) {
      process.stdout.write(`${outcome.file}\t${outcome.document.id}\t${outcome.document.status}\n`);
    } else if ('document' in outcome && outcome.document.status === 'completed') {
      if (outcomes.length > 1) process.stdout.write(`==> ${outcome.file} <==\n`);
      // --format markdown read the Markdown; text prints the recognized text.
      const text = outcome.markdown ?? outcome.document.result?.text ?? '';
      process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    }
  }
  return failures === 0 ? 0 : 1;
}
