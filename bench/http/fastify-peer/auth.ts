// The fastify peer's authorisation, the same work as docrec's (src/http/api-surface.ts): the
// Bearer key's shape and checksum, its SHA-256 looked up in the same tables (cached 5 s per hash,
// as docrec's principal cache is), one EVALSHA of docrec's own token-bucket script
// (tokenBucket-1.lua) in Redis, the X-RateLimit-* headers, then the route's scope. Written the way
// a fastify user would: a decorator for the principal and an onRequest hook.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { ApiError } from '../../../src/errors.js';
import { hashApiKey, parseApiKey } from '../../../src/domain/api-keys.js';
import { limitsFor, type PlanName } from '../../../src/domain/plans.js';

export interface PeerPrincipal {
  accountId: string;
  mode: string;
  scopes: string[];
  rpm: number;
}

const CACHE_TTL_MS = 5_000;
const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/** Sends an ApiError the way docrec does: JSON body of the error registry, its headers. */
export function sendApiError(reply: FastifyReply, err: ApiError): FastifyReply {
  return reply.code(err.status).headers(err.headers).send(err.toBody());
}

export type TokenBucketRedis = Redis & { tokenBucket(key: string, capacity: number): Promise<[number, number, number, number]> };

export function authorizer(pool: pg.Pool, redis: TokenBucketRedis) {
  const cache = new Map<string, { principal: PeerPrincipal | undefined; expiresAt: number }>();

  async function principalFor(hash: string): Promise<PeerPrincipal | undefined> {
    const hit = cache.get(hash);
    if (hit && hit.expiresAt > Date.now()) return hit.principal;
    // A named statement: parsed and planned once per connection.
    const { rows } = await pool.query<{ account_id: string; mode: string; scopes: string[]; plan: string; custom_rpm: number | null }>({
      name: 'peer-principal',
      text:
        'SELECT a.id AS account_id, k.mode, k.scopes, a.plan, a.custom_rpm FROM api_keys k JOIN accounts a ON a.id = k.account_id ' +
        'WHERE k.hash = $1 AND k.revoked_at IS NULL',
      values: [hash],
    });
    const row = rows[0];
    const principal = row && {
      accountId: row.account_id,
      mode: row.mode,
      scopes: row.scopes,
      rpm: limitsFor(row.plan as PlanName, { rpm: row.custom_rpm, docsPerDay: null }).requestsPerMinute,
    };
    cache.set(hash, { principal, expiresAt: Date.now() + CACHE_TTL_MS });
    return principal;
  }

  /** Authenticates, rate-limits and checks `scope`; answers and returns undefined when refused. */
  return async function authorize(request: FastifyRequest, reply: FastifyReply, scope: string): Promise<PeerPrincipal | undefined> {
    const key = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const principal = key && parseApiKey(key) !== null ? await principalFor(hashApiKey(key)) : undefined;
    if (!principal) {
      sendApiError(reply, new ApiError('unauthorized', undefined, { headers: { 'WWW-Authenticate': 'Bearer' } }));
      return undefined;
    }
    const [allowed, remaining, resetAt, retryAfter] = await redis.tokenBucket(
      `docrec:rl:${principal.accountId}:${principal.mode}`,
      principal.rpm,
    );
    reply.header('X-RateLimit-Limit', String(principal.rpm));
    reply.header('X-RateLimit-Remaining', String(remaining));
    reply.header('X-RateLimit-Reset', String(resetAt));
    if (allowed !== 1) {
      sendApiError(reply, new ApiError('rate_limit_exceeded', undefined, { headers: { 'Retry-After': String(retryAfter) } }));
      return undefined;
    }
    if (!principal.scopes.includes(scope)) {
      sendApiError(reply, new ApiError('insufficient_scope', `The API key lacks the required scope ${scope}.`, { required_scope: scope }));
      return undefined;
    }
    return principal;
  };
}
