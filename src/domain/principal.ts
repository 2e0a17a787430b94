import type { KeyType, Mode } from './api-keys.js';
import type { PlanLimits, PlanName } from './plans.js';
import type { Scope } from './scopes.js';

/** Who is calling: resolved from an API key, carried through a request. */
export interface Principal {
  keyId: string;
  keyType: KeyType;
  accountId: string;
  accountName: string;
  plan: PlanName;
  limits: PlanLimits;
  mode: Mode;
  scopes: readonly Scope[];
}
