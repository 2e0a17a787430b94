// Reads that requests start in the same turn of the event loop, sent to the database together.
//
// Clients polling many documents at once arrive together: uWS hands every request that came in
// with one wake-up of the event loop to its own callback, one after another, and only then does
// the loop move on. A read queued here waits until that moment (setImmediate: after the poll
// phase, so every callback of the wake-up has run) and goes out with the others of its kind as
// one statement: one round trip, one write and one read on the socket, one execution on the
// server, instead of one each. Under no load a batch is one read, sent a few microseconds later.
// The statement runs in the async context of the batch's first read, so with that request's
// query bound (postgres-pool.ts): every batched read comes from a request handler (API or
// dashboard); work outside requests reads inside transactions, which are never batched.
import type { Db } from './database.js';

/** One queued read and how to answer it. */
interface Waiting<Query, Result> {
  readonly query: Query;
  resolve(result: Result): void;
  reject(err: unknown): void;
}

/** Reads a batch (at most `max` reads, all of one shape): one answer per read, in their order. */
type ReadBatch<Query, Result> = (db: Db, queries: Query[]) => Promise<Result[]>;

interface TurnBatchOptions<Query> {
  /** Reads per statement at most: a larger batch is split (its arrays are parameters). */
  max: number;
  /** Reads of different shapes (e.g. with or without a cursor) go as different statements. */
  shapeOf?: (query: Query) => string;
}

/**
 * A function that queues a read for `db` and resolves with its own answer once its batch is
 * answered. Inside a transaction a read cannot wait for others: it is read alone, at once.
 */
export function perTurnBatches<Query, Result>(
  read: ReadBatch<Query, Result>,
  options: TurnBatchOptions<Query>,
): (db: Db, query: Query) => Promise<Result> {
  /** Per database handle: the reads waiting for the end of this turn. */
  const pending = new WeakMap<Db, Waiting<Query, Result>[]>();
  const send = (db: Db, part: Waiting<Query, Result>[]) =>
    read(
      db,
      part.map((w) => w.query),
    ).then(
      (results) => part.forEach((waiting, i) => waiting.resolve(results[i]!)),
      (err: unknown) => part.forEach((waiting) => waiting.reject(err)),
    );
  const flush = (db: Db, batch: Waiting<Query, Result>[]) => {
    const shapes = new Map<string, Waiting<Query, Result>[]>();
    for (const waiting of batch) {
      const shape = options.shapeOf?.(waiting.query) ?? '';
      const same = shapes.get(shape);
      if (same) same.push(waiting);
      else shapes.set(shape, [waiting]);
    }
    for (const same of shapes.values())
      for (let start = 0; start < same.length; start += options.max) void send(db, same.slice(start, start + options.max));
  };
  return async (db, query) => {
    if (db.isTransaction) return (await read(db, [query]))[0]!;
    return new Promise<Result>((resolve, reject) => {
      let batch = pending.get(db);
      if (batch === undefined) {
        const queued: Waiting<Query, Result>[] = (batch = []);
        pending.set(db, queued);
        setImmediate(() => {
          pending.delete(db);
          flush(db, queued);
        });
      }
      batch.push({ query, resolve, reject });
    });
  };
}
