// Prepared statements of several clients in PGlite's one session (wire-server.ts).
//
// PostgreSQL keeps prepared statements per connection; PGlite has one session for every client
// of its socket. Two clients preparing the same name (pg names a statement once per connection,
// store/prepared-statements.ts) would collide, and a client could run another's statement. So
// each client's statement names are given its own prefix on the way in, in the four messages
// that carry one (Parse, Bind, Describe and Close of a statement), and when a client goes its
// statements are closed. The unnamed statement (kysely's queries) is each message's own and
// passes unchanged, without a copy.

const PARSE = 0x50; // 'P': name, query, parameter types
const BIND = 0x42; // 'B': portal, statement name, …
const DESCRIBE = 0x44; // 'D': 'S' or 'P', name
const CLOSE = 0x43; // 'C': 'S' or 'P', name
const STATEMENT = 0x53; // 'S'
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

let clientsSoFar = 0;

export interface ClientStatements {
  prefix: Buffer;
  /** Statement names (as PGlite knows them) this client has prepared. */
  named: Set<string>;
}

export function clientStatements(): ClientStatements {
  return { prefix: Buffer.from(`c${++clientsSoFar}_`), named: new Set() };
}

/** Where a message's statement name starts (after type and length), or -1 if it carries none. */
function nameOffset(message: Buffer): number {
  switch (message[0]!) {
    case PARSE:
      return 5;
    case BIND:
      return message.indexOf(0, 5) + 1; // after the portal name
    case DESCRIBE:
    case CLOSE:
      return message[5] === STATEMENT ? 6 : -1;
    default:
      return -1;
  }
}

/** The message with its statement name prefixed for this client; the same buffer where there is none. */
export function ownNames(client: ClientStatements, message: Buffer): Buffer {
  const at = nameOffset(message);
  if (at <= 0 || message[at] === 0) return message;
  const end = message.indexOf(0, at);
  const renamed = Buffer.concat([message.subarray(0, at), client.prefix, message.subarray(at)]);
  renamed.writeInt32BE(message.length - 1 + client.prefix.length, 1);
  if (message[0] === PARSE) client.named.add(renamed.toString('utf8', at, end + client.prefix.length));
  return renamed;
}

/** Messages closing every statement the client prepared, then Sync; undefined if it prepared none. */
export function closeAll(client: ClientStatements): Buffer | undefined {
  if (client.named.size === 0) return undefined;
  const closes = [...client.named].map((name) => {
    const body = Buffer.concat([Buffer.from([STATEMENT]), Buffer.from(name), Buffer.from([0])]);
    const head = Buffer.alloc(5);
    head[0] = CLOSE;
    head.writeInt32BE(4 + body.length, 1);
    return Buffer.concat([head, body]);
  });
  return Buffer.concat([...closes, SYNC]);
}
