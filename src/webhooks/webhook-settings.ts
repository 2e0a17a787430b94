// What both the API (/v1/webhooks/…) and the dashboard's Settings → Webhooks do to an owner's
// webhooks: rotate the secret and send a delivery again.
import type { Db } from '../store/database.js';
import type { Owner } from '../store/owner.js';
import type { Mode } from '../domain/api-keys.js';
import { isId } from '../domain/ids.js';
import { rotateWebhookSecret } from '../store/accounts-repo.js';
import { scheduleRetryNow, type DeliveryRow } from '../store/deliveries-repo.js';

/** The new secret; the old one keeps signing X-Service-Signature-Previous for 24 h. */
export function rotateSecret(db: Db, owner: Owner) {
  return rotateWebhookSecret(db, owner.accountId, owner.mode as Mode);
}

/** Makes the delivery due now and wakes the dispatcher; undefined when not the owner's. */
export async function redeliver(db: Db, dispatcher: { wake(): void }, owner: Owner, id: string): Promise<DeliveryRow | undefined> {
  const row = isId('dlv', id) ? await scheduleRetryNow(db, owner, id) : undefined;
  if (row) dispatcher.wake();
  return row;
}
