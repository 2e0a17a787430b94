// Signing in and out of the dashboard, and finding the session behind a cookie.
// API.md: throttled at 10 failures per 15 minutes per email and per client address (counted in
// the database, so every instance sees them), identical answers for an unknown email and a wrong
// password, sessions ending after 12 h idle or 7 days.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../store/database.js';
import * as users from '../../store/users-repo.js';
import { unknownUserHash, verifyPassword } from './passwords.js';
import { normalizeEmail } from './dashboard-users.js';

const SIGNIN_WINDOW_MS = 15 * 60_000;
export const SIGNIN_MAX_FAILURES = 10;
const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_MAX_MS = 7 * 24 * 3600_000;
/** last_seen_at is written at most this often, not on every page view. */
const TOUCH_EVERY_MS = 60_000;

type SignInResult = { kind: 'signed-in'; token: string } | { kind: 'invalid' } | { kind: 'throttled'; retryAfterMinutes: number };

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function signIn(db: Db, input: { email: string; password: string; clientAddress: string }): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const subjects = [`email:${email}`, `ip:${input.clientAddress}`];
  const now = Date.now();
  const failures = await users.recentFailures(db, subjects, new Date(now - SIGNIN_WINDOW_MS));
  const over = failures.filter((f) => Number(f.n) >= SIGNIN_MAX_FAILURES);
  if (over.length > 0) {
    // The slot frees when the oldest failure in the window leaves it.
    const freeAt = Math.max(...over.map((f) => new Date(f.oldest).getTime() + SIGNIN_WINDOW_MS));
    return { kind: 'throttled', retryAfterMinutes: Math.max(1, Math.ceil((freeAt - now) / 60_000)) };
  }
  const user = await users.findUserByEmail(db, email);
  // An unknown email runs the same scrypt as a known one, so time tells nothing.
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await unknownUserHash));
  if (!user || !matches) {
    await users.recordFailure(db, subjects, new Date(now - SIGNIN_WINDOW_MS));
    return { kind: 'invalid' };
  }
  const token = randomBytes(32).toString('base64url');
  await users.deleteEndedSessions(db, new Date(now - SESSION_IDLE_MS));
  await users.insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    csrfToken: randomBytes(24).toString('base64url'),
    expiresAt: new Date(now + SESSION_MAX_MS),
  });
  return { kind: 'signed-in', token };
}

export async function sessionFor(db: Db, token: string): Promise<users.SessionRow | undefined> {
  const tokenHash = hashSessionToken(token);
  const session = await users.findLiveSession(db, tokenHash, new Date(Date.now() - SESSION_IDLE_MS));
  if (session && Date.now() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) await users.touchSession(db, tokenHash);
  return session;
}

export async function signOut(db: Db, token: string): Promise<void> {
  await users.deleteSession(db, hashSessionToken(token));
}
