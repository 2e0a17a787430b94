// The dashboard (API.md "Dashboard"):
// - dashboard_users: people who sign in, each of one account, with a salted scrypt hash;
// - dashboard_sessions: only the SHA-256 of the cookie's token is stored, with idle and absolute
//   expiry, the CSRF token of the session and the live/test mode the user is looking at;
// - signin_failures: failed sign-ins by email and by client address, counted in the database so
//   the throttle holds across instances;
// - api_keys.name: the label given in Create New Key (null for keys made before, or by the CLI).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dashboard_users (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX dashboard_users_account ON dashboard_users (account_id)`.execute(db);
  await sql`
    CREATE TABLE dashboard_sessions (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL REFERENCES dashboard_users(id) ON DELETE CASCADE,
      csrf_token text NOT NULL,
      mode text NOT NULL DEFAULT 'live',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX dashboard_sessions_user ON dashboard_sessions (user_id)`.execute(db);
  await sql`
    CREATE TABLE signin_failures (
      subject text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX signin_failures_subject ON signin_failures (subject, failed_at)`.execute(db);
  await sql`ALTER TABLE api_keys ADD COLUMN name text`.execute(db);
}
