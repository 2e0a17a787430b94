// Table types for kysely. Timestamps are timestamptz (Date in JS); counts are integers.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AccountsTable {
  id: string;
  name: string;
  plan: string;
  custom_rpm: number | null;
  custom_docs_per_day: number | null;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  type: string;
  mode: string;
  scopes: string[];
  hash: string;
  hint: string;
  /** The label given when created in the dashboard; null from the CLI or before 0005. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

export interface WebhookSecretsTable {
  id: Generated<number>;
  account_id: string;
  mode: string;
  secret: string;
  created_at: Timestamp;
  /** Set when rotated away: the old secret still signs X-Service-Signature-Previous until then. */
  expires_at: NullableTimestamp;
}

export interface DocumentsTable {
  id: string;
  account_id: string;
  mode: string;
  status: string;
  filename: string;
  content_type: string;
  size_bytes: ColumnType<number, number, number>;
  sha256: string;
  storage_path: string;
  language: string | null;
  webhook_url: string | null;
  pages_total: number | null;
  pages_done: Generated<number>;
  pages_failed: Generated<number>;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  result_text: string | null;
  result_confidence: number | null;
  result_pages: number | null;
  result_language: string | null;
  error_code: string | null;
  error_message: string | null;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  partial_blocks: Generated<number>;
  /** The `pages` field as sent, normalized (e.g. '1-3,7,10-'); null: every page. */
  pages_selected: string | null;
  /** DocumentStyle JSON (src/structure/document-style.ts), set when the document completes. */
  structure_style: string | null;
}

export interface DocumentPagesTable {
  document_id: string;
  page: number;
  text: string;
  confidence: number;
  method: string;
  language: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: Timestamp;
  width: number | null;
  height: number | null;
  unit: string | null;
  rotation: Generated<number>;
  dpi: number | null;
  /** Preparation steps, comma-separated in order ('' for none). */
  prepared: Generated<string>;
  /** Lines and words, encoded by src/layout/layout-codec.ts ('' for none). */
  layout: Generated<string>;
  /** Paragraph drafts and tables, encoded by src/structure/structure-codec.ts ('' for none). */
  structure: Generated<string>;
}

export interface UsageDailyTable {
  account_id: string;
  mode: string;
  day: string;
  documents: number;
  pages: number;
}

export interface IdempotencyKeysTable {
  account_id: string;
  mode: string;
  key: string;
  request_hash: string;
  document_id: string;
  status_code: number;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  event: string;
  account_id: string;
  mode: string;
  document_id: string;
  url: string;
  /** host[:port] of url (src/domain/webhook-target.ts). */
  target: Generated<string>;
  payload: ColumnType<unknown, string, string>;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  last_attempt_at: NullableTimestamp;
  last_status_code: number | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  started_at: Timestamp;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  /** The instance that made the attempt (lease owner), for operators reading the log. */
  instance: string;
}

export interface DashboardUsersTable {
  id: string;
  account_id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (src/services/accounts/passwords.ts). */
  password_hash: string;
  created_at: Timestamp;
}

export interface DashboardSessionsTable {
  /** SHA-256 of the cookie's token: a database leak gives no usable session. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  mode: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end (7 days after sign-in); the idle end is last_seen_at + 12 h. */
  expires_at: Timestamp;
}

export interface SigninFailuresTable {
  /** `email:<address>` or `ip:<address>`. */
  subject: string;
  failed_at: Timestamp;
}

export interface DatabaseSchema {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  webhook_secrets: WebhookSecretsTable;
  documents: DocumentsTable;
  document_pages: DocumentPagesTable;
  usage_daily: UsageDailyTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  dashboard_users: DashboardUsersTable;
  dashboard_sessions: DashboardSessionsTable;
  signin_failures: SigninFailuresTable;
}
