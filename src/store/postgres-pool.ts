// The pg pool behind PostgreSQL, and how long a request may wait on it. A PostgreSQL that is
// down refuses connections (fast); one that hangs (connections accepted, nothing answered: a
// stuck server, a half-open network path) would hold every request forever. So both a new
// connection and every query are bounded: past the bound the request gets 503 (the error is one
// isBackendUnavailable knows) within about a second. Work outside a request (recognition,
// webhook delivery, sweeps) gets a longer bound: a slow moment on a loaded machine must not fail
// it, yet a hung server must not hold it forever. A connection whose query timed out is out of
// step with the server (its answer may still come, or never): it is destroyed, so the pool opens
// a new one rather than queueing the next query behind it.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { statementName } from './prepared-statements.js';

/** A request's wait for a connection (new or free) and for each query's answer. */
const REQUEST_CONNECT_TIMEOUT_MS = 1000;
const REQUEST_QUERY_TIMEOUT_MS = 1000;
/** Each query's bound outside a request. */
export const BACKGROUND_QUERY_TIMEOUT_MS = 15_000;

const queryTimeout = new AsyncLocalStorage<number>();

/** Runs `fn` (an HTTP request's handling) with every query in it bounded by REQUEST_QUERY_TIMEOUT_MS. */
export function withRequestQueryTimeout<T>(fn: () => T): T {
  return queryTimeout.run(REQUEST_QUERY_TIMEOUT_MS, fn);
}

const QUERY_TIMEOUT_MESSAGE = 'Query read timeout'; // pg's own message (client.js)
const CONNECT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect'; // pg-pool's own

function isQueryTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === QUERY_TIMEOUT_MESSAGE;
}

/** A DATABASE_URL, or where the embedded database's thread listens (store/embedded/socket-place.ts). */
export type PostgresTarget = string | { host: string; port: number; user: string; database: string };

interface PoolOptions {
  max: number;
  /** undefined: no bound (migrations, which may wait for another instance's lock). */
  queryTimeoutMs: number | undefined;
  /**
   * The wait for a connection outside a request, where the request one is too short: the embedded
   * database's single connection, which background work may wait for behind a burst of requests.
   * A request's wait stays bounded by REQUEST_CONNECT_TIMEOUT_MS.
   */
  connectTimeoutMs?: number;
}

export function createPostgresPool(target: PostgresTarget, opts: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    ...(typeof target === 'string' ? { connectionString: target } : target),
    max: opts.max,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? REQUEST_CONNECT_TIMEOUT_MS,
    ...(opts.queryTimeoutMs === undefined ? {} : { query_timeout: opts.queryTimeoutMs }),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  pool.on('connect', (client) => {
    // A checked-out client (query in flight, open transaction) whose connection drops emits
    // 'error' with no pool listener attached: unhandled, that would crash the process. Its query
    // already fails with the error (-> 503), and the pool discards the client when it is released.
    client.on('error', () => {});
    if (opts.queryTimeoutMs !== undefined) destroyOnQueryTimeout(client);
  });
  if (opts.connectTimeoutMs !== undefined) boundRequestConnects(pool);
  return pool;
}

/** Gives connect() inside a request the request bound (the pool's own one is longer). */
function boundRequestConnects(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0 || queryTimeout.getStore() === undefined) return (connect as (...a: unknown[]) => unknown)(...args);
    return new Promise<pg.PoolClient>((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new Error(CONNECT_TIMEOUT_MESSAGE));
      }, REQUEST_CONNECT_TIMEOUT_MS);
      connect().then(
        (client) => {
          if (late) return client.release(); // the request gave up: the next waiter gets it
          clearTimeout(timer);
          resolve(client);
        },
        (err: Error) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
  };
}

/**
 * pg has no hook for its query timeout: wrap query() to give a request's queries the request
 * bound (pg reads `query_timeout` from a query's config before the pool's) and to end the
 * connection when a timeout fires. A registered statement (prepared-statements.ts) gets its name here.
 */
function destroyOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const bound = queryTimeout.getStore();
    const name = typeof args[0] === 'string' ? statementName(args[0]) : undefined;
    if ((bound !== undefined || name !== undefined) && typeof args[0] === 'string' && typeof args[1] !== 'function') {
      args = [
        { text: args[0], values: args[1], ...(bound === undefined ? {} : { query_timeout: bound }), ...(name ? { name } : {}) },
        ...args.slice(2),
      ];
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        // Not released yet: when kysely releases it, the pool sees it is not queryable and drops it.
        if (isQueryTimeout(err)) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    }
    return result;
  };
}
