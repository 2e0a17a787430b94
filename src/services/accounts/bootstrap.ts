// First start on an empty database: an account `default` (plan pro) with one secret key, one
// test key, both webhook secrets and the dashboard user admin@localhost, returned so `serve` can
// print them once.
import type { Db } from '../../store/database.js';
import { countAccounts, createAccount, currentWebhookSecret } from '../../store/accounts-repo.js';
import { issueApiKey } from './api-key-service.js';
import { createDashboardUser } from './dashboard-users.js';

const FIRST_USER_EMAIL = 'admin@localhost';

export interface BootstrapCredentials {
  accountName: string;
  secretKey: string;
  testKey: string;
  webhookSecret: string;
  testWebhookSecret: string;
  dashboardEmail: string;
  dashboardPassword: string;
}

export async function bootstrapIfEmpty(db: Db): Promise<BootstrapCredentials | undefined> {
  if ((await countAccounts(db)) > 0) return undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const account = await createAccount(trx, { name: 'default', plan: 'pro' });
      const secret = await issueApiKey(trx, { accountId: account.id, type: 'secret' });
      const test = await issueApiKey(trx, { accountId: account.id, type: 'test' });
      const admin = await createDashboardUser(trx, { accountName: account.name, email: FIRST_USER_EMAIL });
      return {
        accountName: account.name,
        secretKey: secret.key,
        testKey: test.key,
        webhookSecret: await currentWebhookSecret(trx, account.id, 'live'),
        testWebhookSecret: await currentWebhookSecret(trx, account.id, 'test'),
        dashboardEmail: admin.user.email,
        dashboardPassword: admin.password,
      };
    });
  } catch (err) {
    // Another instance bootstrapped at the same moment (unique account name): nothing to print.
    if ((err as { code?: string }).code === '23505') return undefined;
    throw err;
  }
}
