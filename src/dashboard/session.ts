// The signed-in user behind a request: the cookie's session, the account and the selected mode,
// and a Principal for that account and mode so the API's services can be called unchanged.
import type { Mode } from '../domain/api-keys.js';
import { allScopes } from '../domain/scopes.js';
import { limitsFor, type PlanName } from '../domain/plans.js';
import type { Principal } from '../domain/principal.js';
import type { Owner } from '../store/owner.js';
import type { Db } from '../store/database.js';
import { hashSessionToken, sessionFor } from '../services/accounts/dashboard-sessions.js';
import { readSessionCookie } from './security.js';

export interface DashboardSession {
  token: string;
  tokenHash: string;
  csrfToken: string;
  email: string;
  accountName: string;
  mode: Mode;
  owner: Owner;
  /** The account in the selected mode, with every scope: the dashboard is the account's owner. */
  principal: Principal;
}

export async function currentSession(db: Db, headers: Record<string, string>): Promise<DashboardSession | undefined> {
  const token = readSessionCookie(headers);
  // A cookie of the wrong shape never costs a query.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await sessionFor(db, token);
  if (!row) return undefined;
  const mode: Mode = row.mode === 'test' ? 'test' : 'live';
  const plan = row.plan as PlanName;
  return {
    token,
    tokenHash: hashSessionToken(token),
    csrfToken: row.csrf_token,
    email: row.email,
    accountName: row.account_name,
    mode,
    owner: { accountId: row.account_id, mode },
    principal: {
      keyId: 'dashboard',
      keyType: mode === 'test' ? 'test' : 'secret',
      accountId: row.account_id,
      accountName: row.account_name,
      plan,
      limits: limitsFor(plan, { rpm: row.custom_rpm, docsPerDay: row.custom_docs_per_day }),
      mode,
      scopes: allScopes,
    },
  };
}
