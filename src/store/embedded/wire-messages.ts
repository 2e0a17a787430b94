// Framing the PostgreSQL wire protocol for the embedded database's socket (wire-server.ts): what a
// client has sent so far, cut into the batches PGlite is given. A connection opens with messages
// that have no type byte (startup, or a request for TLS, which is declined: the socket is local);
// after startup each message is a type byte and a length. PGlite takes a startup message only on
// its own; everything else a read brought goes in one batch.
import type { Socket } from 'node:net';
import { clientStatements, ownNames, type ClientStatements } from './statement-names.js';

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

export interface Client {
  socket: Socket;
  /** Bytes of a message not complete yet. */
  pending: Buffer;
  started: boolean;
  /** Its prepared statements' names in PGlite's one session (statement-names.ts). */
  statements: ClientStatements;
}

interface Batch {
  bytes: Uint8Array;
  /** It ends at a point where the session is free again, unless a transaction is open (Sync, Query, startup). */
  ends: boolean;
}

export function newClient(socket: Socket): Client {
  return { socket, pending: Buffer.alloc(0), started: false, statements: clientStatements() };
}

/** Takes the complete messages out of what `client` has sent, `chunk` included; `close`: it said goodbye, or can't be served. */
export function takeMessages(client: Client, chunk: Buffer): { batches: Batch[]; close: boolean } {
  const buf = client.pending.length > 0 ? Buffer.concat([client.pending, chunk]) : chunk;
  const batches: Batch[] = [];
  let offset = 0;
  let close = false;
  while (!client.started && buf.length - offset >= 8) {
    const length = buf.readInt32BE(offset);
    if (buf.length - offset < length) break;
    const code = buf.readInt32BE(offset + 4);
    const message = buf.subarray(offset, offset + length);
    offset += length;
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) client.socket.write('N');
    else if (code === PROTOCOL_3) {
      client.started = true;
      batches.push({ bytes: message, ends: true });
    } else close = true; // a cancel request (never sent: pg cancels nothing here) or garbage
  }
  const start = offset;
  let ends = false;
  /** The batch's messages where one was renamed (else the batch is the bytes as they came). */
  let messages: Buffer[] | undefined;
  while (client.started && !close && buf.length - offset >= 5) {
    const end = offset + 1 + buf.readInt32BE(offset + 1);
    if (buf.length < end) break;
    const type = buf[offset]!;
    if (type === TERMINATE) {
      close = true;
      break;
    }
    const message = buf.subarray(offset, end);
    const own = ownNames(client.statements, message);
    if (own !== message) messages ??= splitUpTo(buf, start, offset);
    messages?.push(own);
    ends = type === SYNC || type === QUERY;
    offset = end;
  }
  if (offset > start) batches.push({ bytes: messages ? Buffer.concat(messages) : buf.subarray(start, offset), ends });
  client.pending = close ? Buffer.alloc(0) : Buffer.from(buf.subarray(offset));
  return { batches, close };
}

/** The messages of buf from `start` up to `offset`, each its own slice. */
function splitUpTo(buf: Buffer, start: number, offset: number): Buffer[] {
  const messages: Buffer[] = [];
  for (let at = start; at < offset;) {
    const end = at + 1 + buf.readInt32BE(at + 1);
    messages.push(buf.subarray(at, end));
    at = end;
  }
  return messages;
}
