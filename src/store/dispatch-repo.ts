// The dispatcher's side of the outbox. A due delivery is claimed by writing a lease on it; the
// attempt's outcome clears the lease in the same write, so a delivery whose process died mid-attempt
// (lease left behind) becomes due again when the lease runs out. Every write checks the lease.
import { sql } from 'kysely';
import type { Db } from './database.js';
import type { DeliveryRow } from './deliveries-repo.js';

/**
 * Claims up to `limit` due deliveries, at most `maxPerTarget` minus what is already in flight
 * (`inFlight`: target → count) for any one target, and only the earliest due event of a document
 * when no earlier one of it is in flight: one document's events go out in the order they were
 * written (an earlier one waiting for its retry does not hold the later ones back).
 */
export async function claimDeliveries(
  db: Db,
  owner: string,
  leaseMs: number,
  limit: number,
  maxPerTarget: number,
  inFlight: ReadonlyMap<string, number> = new Map(),
): Promise<DeliveryRow[]> {
  if (limit <= 0) return [];
  const full = [...inFlight].filter(([, n]) => n >= maxPerTarget).map(([target]) => target);
  const claimable = sql`status = 'pending' AND next_attempt_at <= now()
    AND (lease_expires_at IS NULL OR lease_expires_at < now())`;
  // Candidates: the earliest due deliveries of targets with room, in due order, a few times the
  // batch (so one target's backlog cannot fill it) but never the whole backlog (the cost of a
  // claim stays flat as the outbox grows). Then at most each target's room of them.
  const claimed = await sql<DeliveryRow>`
    WITH candidates AS (
      SELECT d.id, d.target, d.next_attempt_at FROM webhook_deliveries d
      WHERE ${claimable}
        AND d.target <> ALL(${full}::text[])
        AND NOT EXISTS (
          SELECT 1 FROM webhook_deliveries e
          WHERE e.document_id = d.document_id AND e.status = 'pending' AND e.id < d.id
            AND (e.next_attempt_at <= now() OR e.lease_expires_at >= now())
        )
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${limit * 4}
    ), ranked AS (
      SELECT c.id, row_number() OVER (PARTITION BY c.target ORDER BY c.next_attempt_at, c.id) AS rank,
        ${maxPerTarget} - coalesce(busy.n, 0) AS room
      FROM candidates c LEFT JOIN unnest(${[...inFlight.keys()]}::text[], ${[...inFlight.values()]}::int[]) AS busy(target, n)
        ON busy.target = c.target
    )
    UPDATE webhook_deliveries SET
      lease_owner = ${owner},
      lease_expires_at = now() + ${leaseMs} * interval '1 millisecond'
    WHERE id IN (
      -- The claimable test is repeated on the locked rows: PostgreSQL re-checks it on a row another
      -- instance claimed after this statement's snapshot, so no delivery is claimed twice.
      SELECT w.id FROM webhook_deliveries w
      WHERE w.id IN (SELECT id FROM ranked WHERE rank <= room) AND ${claimable}
      ORDER BY w.next_attempt_at, w.id
      LIMIT ${limit}
      FOR UPDATE OF w SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return claimed.rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Gives claimed deliveries back unattempted (target busy, or shutting down): due again at once. */
export async function releaseDeliveries(db: Db, owner: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .execute();
}

interface AttemptRecord {
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  /** Delay before the next attempt, measured from now (the end of this one); null: no more attempts. */
  retryInMs: number | null;
  succeeded: boolean;
}

/** Records an attempt and its consequence; false when the lease was lost (e.g. document deleted). */
export async function recordAttempt(db: Db, owner: string, id: string, r: AttemptRecord): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const status = r.succeeded ? 'succeeded' : r.retryInMs === null ? 'failed' : 'pending';
    const row = await trx
      .updateTable('webhook_deliveries')
      .set({
        status,
        attempts: r.attempt,
        last_attempt_at: r.startedAt,
        last_status_code: r.statusCode,
        last_error: r.error,
        next_attempt_at: r.retryInMs === null ? null : sql`now() + ${r.retryInMs} * interval '1 millisecond'`,
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: id,
        attempt: r.attempt,
        started_at: r.startedAt,
        duration_ms: Math.round(r.durationMs),
        status_code: r.statusCode,
        error: r.error,
        instance: owner,
      })
      .execute();
    return true;
  });
}

export interface SigningSecrets {
  current: string;
  /** A rotated-away secret still inside its grace period. */
  previous: string | undefined;
}

/** The secrets that sign deliveries of an account's mode, for each (account, mode) asked. */
export async function signingSecrets(db: Db, pairs: { accountId: string; mode: string }[]): Promise<Map<string, SigningSecrets>> {
  const out = new Map<string, SigningSecrets>();
  if (pairs.length === 0) return out;
  const rows = await db
    .selectFrom('webhook_secrets')
    .select(['account_id', 'mode', 'secret', 'expires_at'])
    .where('account_id', 'in', [...new Set(pairs.map((p) => p.accountId))])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .orderBy('id', 'desc')
    .execute();
  // Newest first: the first secret without an expiry is current; the first expiring one is the
  // secret rotated away most recently. An account with no current secret gets '' (caller makes one).
  for (const row of rows) {
    const key = secretsKey(row.account_id, row.mode);
    const entry = out.get(key) ?? { current: '', previous: undefined };
    if (row.expires_at === null && entry.current === '') entry.current = row.secret;
    if (row.expires_at !== null && entry.previous === undefined) entry.previous = row.secret;
    out.set(key, entry);
  }
  return out;
}

export const secretsKey = (accountId: string, mode: string) => `${accountId}/${mode}`;
