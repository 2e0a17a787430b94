// First start on an empty database: an account `default` (plan pro) with one secret key, one
// test key and both webhook secrets, returned so `serve` can print them once.
import type { Db } from '../store/database.js';
import { countAccounts, createAccount, createApiKey, currentWebhookSecret } from '../store/accounts-repo.js';
import { scopesFor } from '../domain/api-keys.js';

export interface BootstrapCredentials {
  accountName: string;
  secretKey: string;
  testKey: string;
  webhookSecret: string;
  testWebhookSecret: string;
}

export async function bootstrapIfEmpty(db: Db): Promise<BootstrapCredentials | undefined> {
  if ((await countAccounts(db)) > 0) return undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const account = await createAccount(trx, { name: 'default', plan: 'pro' });
      const secret = await createApiKey(trx, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });
      const test = await createApiKey(trx, { accountId: account.id, type: 'test', scopes: scopesFor('test', undefined) });
      return {
        accountName: account.name,
        secretKey: secret.key,
        testKey: test.key,
        webhookSecret: await currentWebhookSecret(trx, account.id, 'live'),
        testWebhookSecret: await currentWebhookSecret(trx, account.id, 'test'),
      };
    });
  } catch (err) {
    // Another instance bootstrapped at the same moment (unique account name): nothing to print.
    if ((err as { code?: string }).code === '23505') return undefined;
    throw err;
  }
}
