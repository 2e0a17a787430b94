// The signing secrets for a batch of claimed deliveries, one lookup for the batch: the current and
// (during a rotation's grace period) the previous secret of each account and mode.
import { currentWebhookSecret } from '../store/accounts-repo.js';
import type { Db } from '../store/database.js';
import type { DeliveryRow } from '../store/deliveries-repo.js';
import { secretsKey, signingSecrets, type SigningSecrets } from '../store/dispatch-repo.js';

/** Keyed by secretsKey(account, mode); an account without a current secret gets one made now. */
export async function secretsFor(db: Db, rows: DeliveryRow[]): Promise<Map<string, SigningSecrets>> {
  const pairs = rows.map((r) => ({ accountId: r.account_id, mode: r.mode }));
  const secrets = await signingSecrets(db, pairs);
  for (const { accountId, mode } of pairs) {
    const key = secretsKey(accountId, mode);
    const entry = secrets.get(key);
    if (entry?.current) continue;
    const current = await currentWebhookSecret(db, accountId, mode as 'live' | 'test');
    secrets.set(key, { current, previous: entry?.previous });
  }
  return secrets;
}
