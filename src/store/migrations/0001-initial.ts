// One schema for PostgreSQL and PGlite alike: only plain PostgreSQL types and indexes.
import { sql, type Kysely } from 'kysely';

const schema = `
    CREATE TABLE accounts (
      id text PRIMARY KEY,
      name text NOT NULL UNIQUE,
      plan text NOT NULL,
      custom_rpm integer,
      custom_docs_per_day integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE api_keys (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      type text NOT NULL,
      mode text NOT NULL,
      scopes text[] NOT NULL,
      hash text NOT NULL UNIQUE,
      hint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    CREATE INDEX api_keys_account ON api_keys (account_id);
    CREATE TABLE webhook_secrets (
      id serial PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode text NOT NULL,
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz
    );
    CREATE INDEX webhook_secrets_account_mode ON webhook_secrets (account_id, mode, created_at DESC);
    CREATE TABLE documents (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode text NOT NULL,
      status text NOT NULL,
      filename text NOT NULL,
      content_type text NOT NULL,
      size_bytes bigint NOT NULL,
      sha256 text NOT NULL,
      storage_path text NOT NULL,
      language text,
      webhook_url text,
      pages_total integer,
      pages_done integer NOT NULL DEFAULT 0,
      pages_failed integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      completed_at timestamptz,
      result_text text,
      result_confidence double precision,
      result_pages integer,
      result_language text,
      error_code text,
      error_message text,
      lease_owner text,
      lease_expires_at timestamptz
    );
    CREATE INDEX documents_account_list ON documents (account_id, mode, id DESC);
    CREATE INDEX documents_queue ON documents (status, lease_expires_at) WHERE status IN ('queued', 'processing');
    CREATE TABLE document_pages (
      document_id text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      page integer NOT NULL,
      text text NOT NULL,
      confidence double precision NOT NULL,
      method text NOT NULL,
      language text,
      error_code text,
      error_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (document_id, page)
    );
    CREATE TABLE usage_daily (
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode text NOT NULL,
      day date NOT NULL,
      documents integer NOT NULL DEFAULT 0,
      pages integer NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, mode, day)
    );
    CREATE TABLE idempotency_keys (
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      document_id text NOT NULL,
      status_code integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, mode, key)
    );
    CREATE TABLE webhook_deliveries (
      id text PRIMARY KEY,
      event_id text NOT NULL,
      event text NOT NULL,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mode text NOT NULL,
      document_id text NOT NULL,
      url text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      last_status_code integer,
      last_error text,
      lease_owner text,
      lease_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_deliveries_account_list ON webhook_deliveries (account_id, mode, id DESC);
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // PGlite runs parameterised queries one statement at a time, so run them one by one.
  for (const statement of schema
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
