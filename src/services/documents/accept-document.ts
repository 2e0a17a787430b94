// Accepting an upload is one transaction: idempotency key, daily quota and the queued document
// commit together or not at all, so a 202 always means "stored".
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../store/database.js';
import { countDocumentAgainstQuota, findDocument, type DocumentRow } from '../../store/documents-repo.js';
import { ApiError } from '../../errors.js';
import { newId } from '../../domain/ids.js';
import type { Principal } from '../../domain/principal.js';
import { secondsUntilUtcMidnight, utcDay } from '../../domain/time.js';

interface AcceptInput {
  storagePath: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  language: string | null;
  webhookUrl: string | null;
  idempotencyKey: string | null;
  /** The `pages` field as validated (domain/page-ranges.ts), null for every page. */
  pages: string | null;
}

export interface Accepted {
  row: DocumentRow;
  /** True when an Idempotency-Key repeat returned the original document; the new upload is unused. */
  replayed: boolean;
}

const idempotencyWindowMs = 24 * 3600_000;

function requestHash(input: AcceptInput): string {
  const fields: unknown[] = [input.sha256, input.sizeBytes, input.filename, input.language, input.webhookUrl];
  // Only when sent, so that keys recorded before `pages` existed still match their repeats.
  if (input.pages !== null) fields.push(input.pages);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export async function acceptDocument(db: Db, principal: Principal, input: AcceptInput, now = new Date()): Promise<Accepted> {
  const owner = { accountId: principal.accountId, mode: principal.mode };
  const id = newId('doc');
  return db.transaction().execute(async (trx) => {
    if (input.idempotencyKey !== null) {
      const replay = await claimIdempotencyKey(trx, owner, input, id, now);
      if (replay) return { row: replay, replayed: true };
    }
    // Test documents are recorded in the test mode's usage but never limited by the quota.
    const limit = principal.mode === 'live' ? principal.limits.documentsPerDay : null;
    if (!(await countDocumentAgainstQuota(trx, owner, utcDay(now), limit))) {
      throw new ApiError('quota_exceeded', undefined, {
        headers: { 'Retry-After': String(secondsUntilUtcMidnight(now)) },
      });
    }
    const row = await trx
      .insertInto('documents')
      .values({
        id,
        account_id: owner.accountId,
        mode: owner.mode,
        status: 'queued',
        filename: input.filename,
        content_type: input.contentType,
        size_bytes: input.sizeBytes,
        sha256: input.sha256,
        storage_path: input.storagePath,
        language: input.language,
        webhook_url: input.webhookUrl,
        pages_selected: input.pages,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, replayed: false };
  });
}

/** Records the key for `documentId`, or returns the original document of an identical repeat. */
async function claimIdempotencyKey(
  trx: Db,
  owner: { accountId: string; mode: string },
  input: AcceptInput,
  documentId: string,
  now: Date,
): Promise<DocumentRow | undefined> {
  const key = input.idempotencyKey!;
  const hash = requestHash(input);
  const scope = sql`account_id = ${owner.accountId} AND mode = ${owner.mode} AND key = ${key}`;
  await sql`DELETE FROM idempotency_keys WHERE ${scope} AND created_at < ${new Date(now.getTime() - idempotencyWindowMs)}`.execute(trx);
  // A concurrent identical request waits here on the unique key until the first one commits.
  const inserted = await sql`
    INSERT INTO idempotency_keys (account_id, mode, key, request_hash, document_id, status_code, created_at)
    VALUES (${owner.accountId}, ${owner.mode}, ${key}, ${hash}, ${documentId}, 202, ${now})
    ON CONFLICT DO NOTHING RETURNING key`.execute(trx);
  if (inserted.rows.length > 0) return undefined;
  const existing = await sql<{ request_hash: string; document_id: string }>`
    SELECT request_hash, document_id FROM idempotency_keys WHERE ${scope}`.execute(trx);
  const original = existing.rows[0];
  if (!original || original.request_hash !== hash) {
    throw new ApiError('idempotency_conflict', undefined, { param: 'Idempotency-Key' });
  }
  const row = await findDocument(trx, owner, original.document_id);
  if (row) return row;
  // The original document was deleted since: the key starts over for this request.
  await sql`UPDATE idempotency_keys SET document_id = ${documentId}, created_at = ${now} WHERE ${scope}`.execute(trx);
  return undefined;
}
