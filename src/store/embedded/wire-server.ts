// The PostgreSQL wire protocol over a Unix socket, answered by PGlite (in the embedded database's
// thread). PGlite is one session: it runs what it is given, one call at a time, and keeps one
// transaction state. So a client's bytes go to it whole — every complete message a read brought,
// in one call (pg writes a query's Parse/Bind/Describe/Execute/Sync at once: one call instead of
// five halves the cost of a short query) — and while a client is inside a transaction or an
// extended-protocol exchange not yet ended by Sync, only that client is served; the others'
// batches wait. A client that goes away mid-way has its exchange ended (Sync) and its transaction
// rolled back. (pglite-socket queues each message on its own, which lets two clients' exchanges
// interleave, and costs a call per message.) PGlite failing itself (an exception, not an SQL
// error) is not caught: the thread dies and the main thread starts a new one.
import { renameSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { type Client, newClient, takeMessages } from './wire-messages.js';
import { closeAll } from './statement-names.js';

const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = Uint8Array.from([0x51, 0, 0, 0, 13, ...Buffer.from('ROLLBACK'), 0]);

export class WireServer {
  private readonly server: Server;
  private readonly clients = new Set<Client>();
  private queue: { client: Client; bytes: Uint8Array; ends: boolean }[] = [];
  /** The client holding the session (open transaction or unfinished exchange): only it is served. */
  private owner: Client | undefined;
  private running: Promise<void> | undefined;
  /** Set by close(): nothing more is given to PGlite, which is about to be closed. */
  private closing = false;

  constructor(private readonly db: PGlite) {
    this.server = createServer((socket) => this.accept(socket));
  }

  /**
   * Listens on a name beside `path`, then renames it into place: a dead thread's socket file stays
   * until then, so clients meanwhile are refused (ECONNREFUSED, a lost server) rather than finding no file.
   */
  async listen(path: string): Promise<void> {
    const staging = `${path}.new`;
    rmSync(staging, { force: true }); // left by a thread that died right here
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(staging, () => resolve());
    });
    renameSync(staging, path);
  }

  /** Stops accepting, drops the clients, and waits for the call in progress. */
  async close(): Promise<void> {
    this.closing = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const client of this.clients) client.socket.destroy();
    this.queue = [];
    await closed;
    await this.running;
  }

  private accept(socket: Socket): void {
    const client = newClient(socket);
    this.clients.add(client);
    socket.on('data', (chunk: Buffer) => {
      const { batches, close } = takeMessages(client, chunk);
      for (const batch of batches) this.queue.push({ client, ...batch });
      if (close) socket.end();
      this.kick();
    });
    socket.on('error', () => {}); // 'close' follows
    socket.on('close', () => {
      this.clients.delete(client);
      this.queue = this.queue.filter((batch) => batch.client !== client);
      // Its prepared statements go with it (the socket is gone: the answer is dropped).
      const closes = closeAll(client.statements);
      if (closes) this.queue.push({ client, bytes: closes, ends: true });
      this.kick();
    });
  }

  private kick(): void {
    if (this.closing) return;
    this.running ??= this.run().finally(() => (this.running = undefined));
  }

  private async run(): Promise<void> {
    for (;;) {
      if (this.owner && !this.clients.has(this.owner)) {
        await this.exec(SYNC); // ends an unfinished exchange; harmless otherwise
        if (this.db.isInTransaction()) await this.exec(ROLLBACK);
        this.owner = undefined;
      }
      const index = this.owner ? this.queue.findIndex((batch) => batch.client === this.owner) : 0;
      const batch = index === -1 ? undefined : this.queue.splice(index, 1)[0];
      if (!batch) return;
      const answer = await this.exec(batch.bytes);
      this.owner = !batch.ends || this.db.isInTransaction() ? batch.client : undefined;
      if (answer.length > 0 && !batch.client.socket.destroyed) batch.client.socket.write(answer);
    }
  }

  private async exec(bytes: Uint8Array): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    await this.db.execProtocolRawStream(bytes, { onRawData: (data) => parts.push(data) });
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}
