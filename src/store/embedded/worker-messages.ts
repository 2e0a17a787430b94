// What the embedded database's thread (pglite-worker.ts) and the main thread (embedded-server.ts)
// say to each other: the thread reports it serves (or why not), the main thread asks it to close.
export interface EmbeddedWorkerData {
  dbDir: string;
  socketPath: string;
}

export type ToEmbeddedWorker = { type: 'close' };

export type FromEmbeddedWorker = { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };
