// Accounts, their API keys (hash only) and webhook secrets.
import type { Db } from './database.js';
import { newId } from '../domain/ids.js';
import { generateApiKey, hashApiKey, keyHint, modeOf, type KeyType, type Mode } from '../domain/api-keys.js';
import { limitsFor, type PlanName } from '../domain/plans.js';
import type { Scope } from '../domain/scopes.js';
import type { Principal } from '../domain/principal.js';
import { generateWebhookSecret } from '../domain/webhook-secrets.js';

interface AccountRow {
  id: string;
  name: string;
  plan: PlanName;
  custom_rpm: number | null;
  custom_docs_per_day: number | null;
  created_at: Date;
}

export async function createAccount(
  db: Db,
  input: { name: string; plan: PlanName; rpm?: number | null; docsPerDay?: number | null },
): Promise<AccountRow> {
  const row = {
    id: newId('acct'),
    name: input.name,
    plan: input.plan,
    custom_rpm: input.rpm ?? null,
    custom_docs_per_day: input.docsPerDay ?? null,
  };
  return (await db.insertInto('accounts').values(row).returningAll().executeTakeFirstOrThrow()) as AccountRow;
}

export async function findAccountByName(db: Db, name: string): Promise<AccountRow | undefined> {
  return (await db.selectFrom('accounts').selectAll().where('name', '=', name).executeTakeFirst()) as AccountRow | undefined;
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates a key and returns it in clear text: the only moment it exists outside the caller. */
export async function createApiKey(
  db: Db,
  input: { accountId: string; type: KeyType; scopes: Scope[]; name?: string | null },
): Promise<{ id: string; key: string }> {
  const key = generateApiKey(input.type);
  const id = newId('key');
  await db
    .insertInto('api_keys')
    .values({
      id,
      account_id: input.accountId,
      type: input.type,
      mode: modeOf(input.type),
      scopes: input.scopes,
      hash: hashApiKey(key),
      hint: keyHint(key),
      name: input.name ?? null,
    })
    .execute();
  return { id, key };
}

export async function listApiKeys(db: Db, accountId: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'type', 'mode', 'scopes', 'hint', 'created_at', 'revoked_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/**
 * True when a live key was revoked now; false when unknown or already revoked. `accountId` limits
 * it to one account's keys (the dashboard); the CLI, run by the operator, passes none.
 */
export async function revokeApiKey(db: Db, keyId: string, accountId?: string): Promise<boolean> {
  let q = db.updateTable('api_keys').set({ revoked_at: new Date() }).where('id', '=', keyId).where('revoked_at', 'is', null);
  if (accountId !== undefined) q = q.where('account_id', '=', accountId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findPrincipalByKeyHash(db: Db, hash: string): Promise<Principal | undefined> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select(['k.id as key_id', 'k.type', 'k.mode', 'k.scopes', 'a.id as account_id', 'a.name', 'a.plan'])
    .select(['a.custom_rpm', 'a.custom_docs_per_day'])
    .where('k.hash', '=', hash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const plan = row.plan as PlanName;
  return {
    keyId: row.key_id,
    keyType: row.type as KeyType,
    accountId: row.account_id,
    accountName: row.name,
    plan,
    limits: limitsFor(plan, { rpm: row.custom_rpm, docsPerDay: row.custom_docs_per_day }),
    mode: row.mode as Mode,
    scopes: row.scopes as Scope[],
  };
}

export async function touchApiKey(db: Db, keyId: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', keyId).execute();
}

/** The current secret of an account's mode, created on first use. */
export async function currentWebhookSecret(db: Db, accountId: string, mode: Mode): Promise<string> {
  const existing = await db
    .selectFrom('webhook_secrets')
    .select('secret')
    .where('account_id', '=', accountId)
    .where('mode', '=', mode)
    .where('expires_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (existing) return existing.secret;
  const secret = generateWebhookSecret();
  await db.insertInto('webhook_secrets').values({ account_id: accountId, mode, secret }).execute();
  return secret;
}

/** Replaces the current secret; the old one keeps signing X-Service-Signature-Previous until expiry. */
export async function rotateWebhookSecret(
  db: Db,
  accountId: string,
  mode: Mode,
  graceMs = 24 * 3600_000,
): Promise<{ secret: string; previousExpiresAt: Date }> {
  return db.transaction().execute(async (trx) => {
    const previousExpiresAt = new Date(Date.now() + graceMs);
    await trx
      .updateTable('webhook_secrets')
      .set({ expires_at: previousExpiresAt })
      .where('account_id', '=', accountId)
      .where('mode', '=', mode)
      .where('expires_at', 'is', null)
      .execute();
    const secret = generateWebhookSecret();
    await trx.insertInto('webhook_secrets').values({ account_id: accountId, mode, secret }).execute();
    return { secret, previousExpiresAt };
  });
}
