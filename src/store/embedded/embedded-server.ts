// The main thread's side of the embedded database: starts PGlite's own thread (pglite-worker.ts)
// serving DATA_DIR/db on a Unix socket, and stops it cleanly. Called holding the embedded lock.
// A thread that dies unasked (a WASM abort, out of memory) leaves the socket unanswered: queries
// fail as with a PostgreSQL that went away (503, Retry-After) and a new thread is started, which
// reopens the database as a restart after SIGKILL would.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { socketPlace, type SocketPlace } from './socket-place.js';
import type { EmbeddedWorkerData, FromEmbeddedWorker } from './worker-messages.js';

/** Wait before starting a thread again after one died, so a database that cannot open does not spin. */
const RESTART_DELAY_MS = 1000;

export interface EmbeddedServer {
  connection: SocketPlace['connection'];
  /** The thread serving now (undefined while a dead one's successor starts): tests kill it. */
  thread(): Worker | undefined;
  close(): Promise<void>;
}

/** The compiled worker module: beside this file when built, under dist/ when vitest runs src. */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return here.replace(/embedded-server\.js$/, 'pglite-worker.js');
  const built = here.replace(/\/src\/store\/embedded\/embedded-server\.ts$/, '/dist/src/store/embedded/pglite-worker.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  return built;
}

/** Resolves with the thread once it serves; rejects with why it could not open the database. */
function startThread(data: EmbeddedWorkerData): Promise<Worker> {
  const worker = new Worker(workerFile(), { workerData: data });
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      void worker.terminate();
      reject(err);
    };
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the embedded database's thread exited (code ${code}) while opening`)));
    worker.once('message', (message: FromEmbeddedWorker) => {
      worker.removeAllListeners('error').removeAllListeners('exit');
      worker.unref(); // serving, like the database it replaces, it alone must not keep the process alive
      if (message.type === 'ready') resolve(worker);
      else fail(new Error(message.type === 'failed' ? message.message : 'unexpected message'));
    });
  });
}

/** Asks the thread to close PGlite (which flushes it) and waits until it has. */
function closeThread(worker: Worker): Promise<void> {
  worker.ref(); // the flush must finish before the process may exit
  return new Promise((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('message', (message: FromEmbeddedWorker) => {
      if (message.type === 'failed') reject(new Error(`closing the embedded database failed: ${message.message}`));
    });
    worker.postMessage({ type: 'close' });
  });
}

export async function startEmbeddedServer(dataDir: string, dbDir: string): Promise<EmbeddedServer> {
  const place = socketPlace(dataDir);
  const data: EmbeddedWorkerData = { dbDir, socketPath: place.path };
  let closing = false;
  let current: Promise<Worker>;
  let serving: Worker | undefined;
  /** A dead thread's successor, after a pause; again and again while opening fails, until closed. */
  const restart = (): Promise<Worker> =>
    closing
      ? Promise.reject(new Error('closed'))
      : new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS).unref()).then(() => startThread(data).then(watch, restart));
  const watch = (worker: Worker): Worker => {
    serving = worker;
    worker.on('error', () => {}); // its exit follows
    worker.once('exit', () => {
      serving = undefined;
      if (!closing) current = restart(); // its socket file stays: meanwhile connections are refused
    });
    return worker;
  };
  try {
    current = startThread(data).then(watch);
    await current;
  } catch (err) {
    place.remove();
    throw err;
  }
  return {
    connection: place.connection,
    thread: () => serving,
    async close() {
      closing = true;
      try {
        const worker = await current.catch(() => undefined);
        if (worker && worker.threadId !== -1) await closeThread(worker);
      } finally {
        place.remove();
      }
    },
  };
}
