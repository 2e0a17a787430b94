// How long the S3 adapter waits on a store that stopped answering (issue 26 §6: a frozen endpoint
// held an upload for 11.6 s, then the connection closed without an answer). Requests must fail
// within the bounds a hung database gets, as StorageUnavailable, so the caller answers 503.
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * No byte moved either way on a connection for this long: the store is stalled. A timeout on
 * progress, not on total time, so a large upload to a slow but live store still goes through.
 */
export const STALL_MS = 3000;
/** Connecting (TCP, TLS) to the store. */
export const CONNECT_MS = 1000;
/** Requests without a body to send (a read's headers, a delete): the whole call, retries included. */
export const ANSWER_MS = 1000;

/** The store did not answer in time; not retried: another attempt on a stalled store stalls again. */
class StoreStalled extends Error {
  override name = 'StoreStalled';
}

/**
 * Turns the SDK's timeouts into StoreStalled for each attempt, so its retry strategy (which
 * retries a TimeoutError) does not multiply the wait by maxAttempts. Other failures (a reset,
 * a 500, throttling) are still retried.
 */
export function failStallsAtOnce(client: S3Client): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (err) {
        const e = err as { name?: string; message?: string };
        if (e?.name === 'TimeoutError') throw new StoreStalled(`the store stalled: ${e.message ?? ''}`.slice(0, 300));
        throw err;
      }
    },
    { step: 'deserialize', name: 'docrecFailStallsAtOnce' },
  );
}

/** Runs `send` with a signal aborted after `ms`; the timer stops once `send` resolves (a body may stream on). */
export async function withinDeadline<T>(ms: number, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new StoreStalled(`the store did not answer within ${ms} ms`)), ms);
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
