// Tells "a backend we depend on is unreachable" (answer 503, retry later) from a bug (500).
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isBackendUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  // An adapter's own "unreachable" error says so (storage/StorageUnavailable): no upward import.
  if ((err as { backendUnavailable?: unknown }).backendUnavailable === true) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now).
    if (/^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  }
  const message = err.message;
  return (
    message.includes('timeout exceeded when trying to connect') ||
    message === 'Query read timeout' || // a PostgreSQL that stopped answering (store/postgres-pool.ts)
    message.includes('Connection terminated') ||
    message.includes('Client has encountered a connection error') ||
    (err instanceof AggregateError && err.errors.some(isBackendUnavailable))
  );
}
