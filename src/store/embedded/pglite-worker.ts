// The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) runs every query
// synchronously, so on the main thread each one stalled the HTTP event loop. Here it serves the
// PostgreSQL wire protocol on a Unix socket, and the main thread talks to it with `pg` exactly as
// to a real server. The thread dies with the process (SIGKILL included); a clean close stops the
// socket server and closes PGlite, which flushes it to DATA_DIR/db.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { WireServer } from './wire-server.js';
import type { EmbeddedWorkerData, FromEmbeddedWorker, ToEmbeddedWorker } from './worker-messages.js';

const { dbDir, socketPath } = workerData as EmbeddedWorkerData;
const port = parentPort!;

function send(message: FromEmbeddedWorker): void {
  port.postMessage(message);
}

async function start(): Promise<{ db: PGlite; server: WireServer }> {
  const db = await PGlite.create(dbDir);
  try {
    await db.query('select 1'); // the first query loads the catalogs (seconds on a busy machine): not inside a client's connect timeout
    const server = new WireServer(db);
    await server.listen(socketPath);
    return { db, server };
  } catch (err) {
    await db.close();
    throw err;
  }
}

try {
  const { db, server } = await start();
  port.on('message', (message: ToEmbeddedWorker) => {
    if (message.type !== 'close') return;
    void (async () => {
      await server.close();
      await db.close();
      send({ type: 'closed' });
      port.close(); // nothing else keeps the thread alive: it exits
    })().catch((err: unknown) => send({ type: 'failed', message: String(err) }));
  });
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  port.close();
}
