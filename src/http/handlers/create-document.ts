// POST /v1/documents: stream the file to disk, validate the fields, store the file (in the bucket
// when STORAGE_URL is set), accept in one transaction. The 202 goes out only after both; a failure
// at either step removes what was stored.
import { PageRangeError, parsePageRanges } from '../../domain/page-ranges.js';
import { statfs, unlink } from 'node:fs/promises';
import { relative } from 'node:path';
import { ApiError, serviceUnavailable } from '../../errors.js';
import { acceptDocument, type Accepted } from '../../services/documents/accept-document.js';
import { toDocumentObject } from '../../services/documents/document-view.js';
import { checkWebhookTarget, parseWebhookUrl } from '../../webhooks/address-guard.js';
import { receiveUpload, type ReceivedUpload } from '../upload/receive-upload.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';
import { StorageUnavailable } from '../../storage/storage.js';
import { uploadsDir } from '../../storage/storage-keys.js';
import type { Principal } from '../../domain/principal.js';
import type { DocumentRow } from '../../store/documents-repo.js';

export async function createDocument(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const doc = await receiveDocument(ctx, deps, ctx.principal!);
  ctx.json(202, toDocumentObject(doc, { includeText: true }), { Location: `/v1/documents/${doc.id}` });
}

/**
 * The whole accept path of POST /v1/documents (limits, disk reserve, streaming, fields, quota,
 * idempotency), for the API and the dashboard's upload alike. The caller answers.
 */
export async function receiveDocument(ctx: RequestContext, deps: AppDeps, principal: Principal): Promise<DocumentRow> {
  const { config } = deps;
  const contentType = ctx.req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError('invalid_request', 'The request must be multipart/form-data with a file part.');
  }
  const idempotencyKey = ctx.req.headers['idempotency-key'];
  if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > 255)) {
    throw new ApiError('invalid_request', 'Idempotency-Key must be 1 to 255 characters.', { param: 'Idempotency-Key' });
  }
  // A declared body far over the limit is refused before a byte is stored (multipart adds a
  // few KiB of boundaries and fields, hence the allowance).
  const declared = Number(ctx.req.headers['content-length'] ?? NaN);
  if (declared > config.maxFileBytes + 65_536) throw new ApiError('file_too_large');
  const dir = uploadsDir(config.dataDir);
  const disk = await statfs(dir);
  if (disk.bavail * disk.bsize < config.minFreeDiskBytes) throw new ApiError('insufficient_storage');

  const upload = await receiveUpload(ctx.body!, contentType, {
    dir,
    signal: ctx.aborted.signal,
    ...(deps.uploadStall ? { stall: deps.uploadStall } : {}),
    limits: { maxFileBytes: config.maxFileBytes, maxFields: 10, maxFieldBytes: 8192, maxParts: 12, maxHeaderPairs: 100 },
  });
  // The key is the staged file's path under DATA_DIR: the local adapter keeps the file where it is.
  const key = relative(config.dataDir, upload.path);
  let stored = false;
  let accepted: Accepted;
  try {
    const language = validateLanguage(upload.fields.language, deps.languages.isoCodes);
    const webhookUrl = await validateWebhookUrl(upload.fields.webhook_url, deps);
    const pages = validatePages(upload.fields.pages);
    await store(deps, key, upload);
    stored = true;
    accepted = await acceptDocument(deps.database.db, principal, {
      storagePath: key,
      filename: upload.filename,
      contentType: upload.contentType,
      sizeBytes: upload.size,
      sha256: upload.sha256,
      language,
      webhookUrl,
      idempotencyKey: idempotencyKey ?? null,
      pages,
    });
  } catch (err) {
    if (stored) await removeStored(deps, key, ctx.requestId);
    await unlink(upload.path).catch(() => {});
    throw err;
  }
  // An Idempotency-Key repeat answers with the original document; this upload is not needed.
  if (accepted.replayed) await removeStored(deps, key, ctx.requestId);
  const doc = accepted.row;
  if (!accepted.replayed) {
    deps.metrics.documentsAccepted.inc({ mode: principal.mode });
    deps.logger.info({ requestId: ctx.requestId, documentId: doc.id, bytes: upload.size }, 'document accepted');
    deps.processor.notify(doc.id);
  }
  return doc;
}

async function store(deps: AppDeps, key: string, upload: ReceivedUpload): Promise<void> {
  try {
    await deps.storage.put(key, upload.path, upload.contentType);
  } catch (err) {
    if (!(err instanceof StorageUnavailable)) throw err;
    deps.logger.error({ err: err.message }, 'upload refused: the object storage is unavailable');
    throw serviceUnavailable('The file store is temporarily unavailable.');
  }
}

/** A stored file no document will reference; the orphan sweep catches it if this fails too. */
async function removeStored(deps: AppDeps, key: string, requestId: string): Promise<void> {
  await deps.storage.delete([key]).catch((err: unknown) => {
    deps.logger.warn({ requestId, key, err: String(err) }, 'could not remove an unaccepted upload; the orphan sweep will');
  });
}

function validateLanguage(value: string | undefined, supported: string[]): string | null {
  if (value === undefined || value === '') return null;
  if (supported.includes(value)) return value;
  throw new ApiError(
    'unsupported_language',
    `The language "${value.slice(0, 32)}" is not supported. Supported codes: ${supported.join(', ')}.`,
    { param: 'language' },
  );
}

/** The `pages` field (API.md "Page ranges"); empty or absent: every page. */
function validatePages(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  try {
    return parsePageRanges(value).echo;
  } catch (err) {
    if (!(err instanceof PageRangeError)) throw err;
    throw new ApiError('invalid_request', `pages ${err.message}; use page numbers and ranges like 1-3,7,10-.`, { param: 'pages' });
  }
}

async function validateWebhookUrl(value: string | undefined, deps: AppDeps): Promise<string | null> {
  if (value === undefined || value === '') return null;
  const url = parseWebhookUrl(value);
  if (!url) {
    throw new ApiError('invalid_request', 'webhook_url must be an absolute http or https URL.', { param: 'webhook_url' });
  }
  const check = await checkWebhookTarget(url, {
    allowPrivate: deps.config.webhookAllowPrivate,
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  });
  // A name that does not resolve now is accepted: it cannot reach anything, and the dispatcher
  // resolves and checks the address again before every delivery.
  if (!check.ok && !check.unresolved) {
    throw new ApiError('webhook_url_forbidden', `The webhook_url is not allowed: ${check.reason}.`, { param: 'webhook_url' });
  }
  return url.toString();
}
