// Dashboard users, their sessions (token hashes only) and failed sign-ins.
import { sql } from 'kysely';
import type { Db } from './database.js';
import { newId } from '../domain/ids.js';

export interface UserRow {
  id: string;
  account_id: string;
  email: string;
  password_hash: string;
  created_at: Date;
}

export async function insertUser(db: Db, input: { accountId: string; email: string; passwordHash: string }): Promise<UserRow> {
  return db
    .insertInto('dashboard_users')
    .values({ id: newId('user'), account_id: input.accountId, email: input.email, password_hash: input.passwordHash })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('dashboard_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function listUsers(db: Db, accountId: string): Promise<UserRow[]> {
  return db.selectFrom('dashboard_users').selectAll().where('account_id', '=', accountId).orderBy('email').execute();
}

/** Sessions go with the user (ON DELETE CASCADE). */
export async function deleteUser(db: Db, email: string): Promise<boolean> {
  const result = await db.deleteFrom('dashboard_users').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A new password ends every session of the user: a reset locks out whoever had one. */
export async function replacePassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('dashboard_users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('dashboard_sessions').where('user_id', '=', userId).execute();
  });
}

export async function insertSession(
  db: Db,
  input: { tokenHash: string; userId: string; csrfToken: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('dashboard_sessions')
    .values({ token_hash: input.tokenHash, user_id: input.userId, csrf_token: input.csrfToken, expires_at: input.expiresAt })
    .execute();
}

export interface SessionRow {
  token_hash: string;
  csrf_token: string;
  mode: string;
  last_seen_at: Date;
  user_id: string;
  email: string;
  account_id: string;
  account_name: string;
  plan: string;
  custom_rpm: number | null;
  custom_docs_per_day: number | null;
}

/** The session, unless past its absolute end or idle since `idleSince`. */
export async function findLiveSession(db: Db, tokenHash: string, idleSince: Date): Promise<SessionRow | undefined> {
  return db
    .selectFrom('dashboard_sessions as s')
    .innerJoin('dashboard_users as u', 'u.id', 's.user_id')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(['s.token_hash', 's.csrf_token', 's.mode', 's.last_seen_at', 'u.id as user_id', 'u.email'])
    .select(['a.id as account_id', 'a.name as account_name', 'a.plan', 'a.custom_rpm', 'a.custom_docs_per_day'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', idleSince)
    .executeTakeFirst();
}

/** Sessions past their absolute end or idle too long: nobody can use them, so they go. */
export async function deleteEndedSessions(db: Db, idleSince: Date): Promise<void> {
  await db
    .deleteFrom('dashboard_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', new Date()), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

export async function touchSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('dashboard_sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function setSessionMode(db: Db, tokenHash: string, mode: 'live' | 'test'): Promise<void> {
  await db.updateTable('dashboard_sessions').set({ mode }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('dashboard_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Failures per subject since `since`, with the oldest (when the window frees a slot). */
export async function recentFailures(db: Db, subjects: string[], since: Date) {
  return db
    .selectFrom('signin_failures')
    .select(['subject', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.min('failed_at').as('oldest')])
    .where('subject', 'in', subjects)
    .where('failed_at', '>', since)
    .groupBy('subject')
    .execute();
}

export async function recordFailure(db: Db, subjects: string[], forgetBefore: Date): Promise<void> {
  await db
    .insertInto('signin_failures')
    .values(subjects.map((subject) => ({ subject })))
    .execute();
  // Rows out of every window are of no use: keep the table as small as the window.
  await db.deleteFrom('signin_failures').where('failed_at', '<', forgetBefore).execute();
}
