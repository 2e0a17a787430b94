// Resolves key hashes to principals from the database. last_used_at is written at most once a
// minute per key, so authentication adds no write per request.
import type { Db } from '../store/database.js';
import { findPrincipalByKeyHash, touchApiKey } from '../store/accounts-repo.js';
import type { PrincipalLookup } from '../http/authenticate.js';
import type { Principal } from '../domain/principal.js';
import type { Logger } from 'pino';

const touchEveryMs = 60_000;

export class DatabasePrincipalLookup implements PrincipalLookup {
  private readonly lastTouched = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  findByKeyHash(hash: string): Promise<Principal | undefined> {
    return findPrincipalByKeyHash(this.db, hash);
  }

  touch(keyId: string): void {
    const now = Date.now();
    if (now - (this.lastTouched.get(keyId) ?? 0) < touchEveryMs) return;
    this.lastTouched.set(keyId, now);
    touchApiKey(this.db, keyId).catch((err) => this.logger.warn({ keyId, err: String(err) }, 'could not record key use'));
  }
}
