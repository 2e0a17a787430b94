// Resolves key hashes to principals from the database, cached briefly in memory so that at load
// authentication costs no database round trip per request. last_used_at is written at most once
// a minute per key, so authentication adds no write per request either.
//
// Revocation (and a plan change) reaches every instance within CACHE_TTL_MS: a short TTL rather
// than Redis pub/sub because keys are revoked by the CLI in another process, instances may run
// without Redis, and a missed message would keep a revoked key alive forever, where a TTL cannot.
// Unknown keys are cached too (as "none"): a flood of forged keys then costs one query per key per
// TTL, and a new key cannot be affected since nobody can use it before it exists.
import type { Db } from '../../store/database.js';
import { findPrincipalByKeyHash, touchApiKey } from '../../store/accounts-repo.js';
import type { Principal } from '../../domain/principal.js';
import type { Logger } from 'pino';

const touchEveryMs = 60_000;
export const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

/** Finds the principal behind an API key's hash (authentication's port; http/authenticate.ts). */
export interface PrincipalLookup {
  findByKeyHash(hash: string): Promise<Principal | undefined>;
  /** Records use of the key; may be throttled or batched by the implementation. */
  touch(keyId: string): void;
}

interface Cached {
  principal: Principal | undefined;
  expiresAt: number;
}

export class DatabasePrincipalLookup implements PrincipalLookup {
  private readonly lastTouched = new Map<string, number>();
  private readonly cache = new Map<string, Cached>();
  private readonly inFlight = new Map<string, Promise<Principal | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  async findByKeyHash(hash: string): Promise<Principal | undefined> {
    const hit = this.cache.get(hash);
    if (hit && hit.expiresAt > Date.now()) return hit.principal;
    // Concurrent misses for one hash share one query: a flood of one key costs one lookup.
    let pending = this.inFlight.get(hash);
    if (!pending) {
      pending = this.load(hash).finally(() => this.inFlight.delete(hash));
      this.inFlight.set(hash, pending);
    }
    return pending;
  }

  private async load(hash: string): Promise<Principal | undefined> {
    const now = Date.now();
    const principal = await findPrincipalByKeyHash(this.db, hash);
    this.cache.delete(hash); // re-inserted last: the Map's order is then oldest first
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(hash, { principal, expiresAt: now + CACHE_TTL_MS });
    return principal;
  }

  touch(keyId: string): void {
    const now = Date.now();
    if (now - (this.lastTouched.get(keyId) ?? 0) < touchEveryMs) return;
    this.lastTouched.set(keyId, now);
    touchApiKey(this.db, keyId).catch((err) => this.logger.warn({ keyId, err: String(err) }, 'could not record key use'));
  }
}
