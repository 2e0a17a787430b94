// Counts the SQL statements that really reach PostgreSQL: a TCP proxy between the server and the
// database reads the frontend protocol (Query 'Q' and Parse 'P' messages carry the SQL text).
// Wrapping a JavaScript method would only show that the method was called; this shows the wire.
// Start a server with `startTestServer('postgres', { DATABASE_BASE_URL: counter.url })`.
import net from 'node:net';
import { testDatabaseUrl } from './server.js';

export interface QueryCounter {
  /** The suite's database URL with the proxy's address in it. */
  readonly url: string;
  /** Every statement seen so far, in order. */
  readonly statements: string[];
  /** How many statements so far match `pattern`. */
  count(pattern: RegExp): number;
  close(): Promise<void>;
}

// Untyped startup-phase requests after which the client sends another untyped message.
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Reads one client's byte stream, calling `onSql` for each statement it sends. */
function frontendReader(onSql: (sql: string) => void): (chunk: Buffer) => void {
  let buf = Buffer.alloc(0);
  let startup = true;
  return (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      const head = startup ? 0 : 1; // typed messages: 1 type byte, then an int32 length
      if (buf.length < head + 4) return;
      const length = buf.readInt32BE(head);
      if (buf.length < head + length) return;
      const body = buf.subarray(head + 4, head + length);
      if (startup) {
        const code = body.readInt32BE(0);
        startup = code === SSL_REQUEST || code === GSSENC_REQUEST;
      } else if (buf[0] === 0x51 /* Q */) {
        onSql(body.toString('utf8', 0, body.indexOf(0)));
      } else if (buf[0] === 0x50 /* P: statement name, then the SQL */) {
        const sqlStart = body.indexOf(0) + 1;
        onSql(body.toString('utf8', sqlStart, body.indexOf(0, sqlStart)));
      }
      buf = buf.subarray(head + length);
    }
  };
}

export async function startQueryCounter(): Promise<QueryCounter> {
  const target = new URL(testDatabaseUrl);
  const statements: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const read = frontendReader((sql) => statements.push(sql));
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy()).on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(testDatabaseUrl);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: proxied.toString(),
    statements,
    count: (pattern) => statements.filter((sql) => pattern.test(sql)).length,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
