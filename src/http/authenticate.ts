// Resolves the Authorization header to a Principal. The key's shape and checksum are checked
// first, so a malformed or forged key never costs a database query.
import { ApiError } from '../errors.js';
import { hashApiKey, parseApiKey } from '../domain/api-keys.js';
import type { Principal } from '../domain/principal.js';
import type { Scope } from '../domain/scopes.js';
import type { PrincipalLookup } from '../services/accounts/principal-lookup.js';

const unauthorized = () => new ApiError('unauthorized', undefined, { headers: { 'WWW-Authenticate': 'Bearer' } });

export async function authenticate(header: string | undefined, lookup: PrincipalLookup): Promise<Principal> {
  const match = header ? /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header) : null;
  const key = match?.[1];
  if (!key || parseApiKey(key) === null) throw unauthorized();
  const principal = await lookup.findByKeyHash(hashApiKey(key));
  if (!principal) throw unauthorized();
  lookup.touch(principal.keyId);
  return principal;
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.includes(scope)) {
    throw new ApiError('insufficient_scope', `The API key lacks the required scope ${scope}.`, {
      required_scope: scope,
    });
  }
}
