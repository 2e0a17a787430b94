// Creating an API key: one code path for `docrec keys create`, the first start and the
// dashboard's Create New Key, so a key is the same thing whichever way it was made.
import type { Db } from '../../store/database.js';
import { createApiKey } from '../../store/accounts-repo.js';
import { scopesFor, type KeyType } from '../../domain/api-keys.js';
import type { Scope } from '../../domain/scopes.js';

interface NewKey {
  id: string;
  /** The whole key: shown once, never stored (only its hash is). */
  key: string;
  type: KeyType;
  scopes: Scope[];
}

export const KEY_NAME_MAX = 100;

/** What to fix when the scopes or the name do not fit the type (a sentence for the user), else null. */
export function keyRequestProblem(type: KeyType, scopes: Scope[] | undefined, name: string | null): string | null {
  if (name !== null && name.length > KEY_NAME_MAX) return `Use a name of at most ${KEY_NAME_MAX} characters.`;
  try {
    scopesFor(type, scopes);
    return null;
  } catch (err) {
    return type === 'restricted' ? 'A restricted key needs at least one scope: tick the ones it may use.' : (err as Error).message;
  }
}

export async function issueApiKey(
  db: Db,
  input: { accountId: string; type: KeyType; scopes?: Scope[] | undefined; name?: string | null },
): Promise<NewKey> {
  const name = input.name?.trim() || null;
  const problem = keyRequestProblem(input.type, input.scopes, name);
  if (problem) throw new Error(problem);
  const scopes = scopesFor(input.type, input.scopes);
  const created = await createApiKey(db, { accountId: input.accountId, type: input.type, scopes, name });
  return { ...created, type: input.type, scopes };
}
