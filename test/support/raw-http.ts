// Raw HTTP/1.1 over node:net for fault tests: the test chooses every byte of the request and its
// pacing, streams bodies from generators (nothing big held in the test), and sees whether the
// server answered, closed the connection, or both. fetch/undici would hide all of that.
import net from 'node:net';
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export const BOUNDARY = 'docrecFaultBoundary7MA4YWxkTrZu0gW';
export const PNG_SIG = Buffer.from('89504e470d0a1a0a', 'hex');
export const CLOSING = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** The head of one part; `extra` adds raw header lines (each ending in \r\n). */
export function partHead(name: string, filename?: string, extra = ''): Buffer {
  const file = filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: image/png`;
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n${extra}\r\n`);
}

/** A WebP signature: sniffed as supported, but the renderer has no handler, so it fails at once. */
export const WEBP_SIG = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');

/** `size` bytes of a file (`magic`, then zeros) in chunks of `chunk`: generated, never held. */
export function* fileBytes(size: number, chunk = 64 * 1024, magic: Buffer = PNG_SIG): Generator<Buffer> {
  const block = Buffer.alloc(chunk);
  magic.copy(block);
  for (let at = 0; at < size; at += chunk)
    yield at === 0 ? block.subarray(0, Math.min(chunk, size)) : Buffer.alloc(Math.min(chunk, size - at));
}

/** A one-file multipart body and its exact length. */
export function fileUpload(size: number, magic: Buffer = PNG_SIG): { length: number; body: () => Generator<Buffer> } {
  const head = partHead('file', 'scan.png');
  return {
    length: head.length + size + CLOSING.length,
    *body() {
      yield head;
      yield* fileBytes(size, 64 * 1024, magic);
      yield CLOSING;
    },
  };
}

export interface RawReply {
  /** 0: the connection closed (or the wait timed out) before a reply head came. */
  status: number;
  headers: Record<string, string>;
  json: any;
  /** Body bytes written before the reply was complete (or the connection closed). */
  sent: number;
  /** Milliseconds from the first byte sent to the complete reply (or the close). */
  ms: number;
  /** Resolves true once the server closes the connection, false if it still is open after `ms`. */
  closedWithin(ms: number): Promise<boolean>;
}

export interface RawRequest {
  method?: string;
  path?: string;
  /** Raw header lines; Host is added. */
  headers?: Record<string, string | number>;
  body?: Iterable<Buffer> | AsyncIterable<Buffer>;
  /** Pause after every body chunk (a slow client). */
  delayMs?: number;
  /** Give up waiting for a reply after this long. */
  timeoutMs?: number;
}

interface Parsed {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  complete: boolean;
}

/** The reply in `raw` so far: head, body (as far as it came) and whether it is complete. */
function parseReply(raw: Buffer): Parsed | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const length = Number(headers['content-length'] ?? 0);
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: raw.subarray(end + 4, end + 4 + length),
    complete: raw.length >= end + 4 + length,
  };
}

const jsonOf = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
};

export async function rawRequest(url: string, o: RawRequest = {}): Promise<RawReply> {
  const { port, hostname } = new URL(url);
  const sock = net.connect(Number(port), hostname);
  sock.setNoDelay(true);
  sock.on('error', () => {}); // EPIPE/ECONNRESET after the server answered early and closed
  const closed = new Promise<void>((r) => sock.once('close', () => r()));
  const started = performance.now();
  let raw = Buffer.alloc(0),
    sent = 0,
    settled = false;
  const reply = new Promise<Omit<RawReply, 'sent' | 'closedWithin'>>((resolve) => {
    // On a close or the timeout, whatever came so far is the reply.
    const finish = () => {
      if (settled) return;
      settled = true;
      const p = parseReply(raw);
      resolve({ status: p?.status ?? 0, headers: p?.headers ?? {}, json: p && jsonOf(p.body), ms: performance.now() - started });
    };
    sock.on('data', (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
      if (parseReply(raw)?.complete) finish();
    });
    void closed.then(finish);
    if (o.timeoutMs) setTimeout(finish, o.timeoutMs).unref();
  });
  const headers = { Host: 'docrec.test', ...o.headers };
  sock.write(
    `${o.method ?? 'POST'} ${o.path ?? '/v1/documents'} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );
  for await (const chunk of o.body ?? []) {
    if (settled) break; // the reply is complete (or the connection gone): stop, as a real client would
    sent += chunk.length;
    // A turn of the event loop after each chunk lets an early reply be read before we go on.
    if (!sock.write(chunk))
      await new Promise((r) => {
        sock.once('drain', r);
        void closed.then(r);
      });
    else await new Promise((r) => setImmediate(r));
    if (o.delayMs) await sleep(o.delayMs);
  }
  const r = await reply;
  setTimeout(() => sock.destroy(), 5000).unref(); // unless closedWithin() ends it sooner
  return {
    ...r,
    sent,
    closedWithin: (ms) => Promise.race([closed.then(() => true), sleep(ms).then(() => false)]).finally(() => sock.destroy()),
  };
}

type PostOptions = { magic?: Buffer; timeoutMs?: number; through?: (body: Generator<Buffer>) => Iterable<Buffer> | AsyncIterable<Buffer> };
const bearer = (key: string | undefined): Record<string, string> => (key ? { Authorization: `Bearer ${key}` } : {});

/**
 * POSTs a one-file upload of `size` generated bytes to /v1/documents; `through` may pace, watch
 * or cut the body on its way out.
 */
export function postFile(url: string, key: string, size: number, o: PostOptions = {}): Promise<RawReply> {
  const u = fileUpload(size, o.magic);
  const body = o.through ? o.through(u.body()) : u.body();
  return rawRequest(url, {
    headers: { ...bearer(key), 'Content-Type': MULTIPART, 'Content-Length': u.length },
    body,
    timeoutMs: o.timeoutMs ?? 10_000,
  });
}

/** A GET, with the key when given. */
export const getPath = (url: string, path: string, key?: string): Promise<RawReply> =>
  rawRequest(url, { method: 'GET', path, headers: bearer(key), timeoutMs: 10_000 });

/** The names in `dir`, sorted. */
export const entries = async (dir: string): Promise<string[]> => (await readdir(dir)).sort();

/** Polls `dir` until it holds `count` entries or `ms` pass; returns what it holds then. */
export async function entriesWithin(dir: string, count: number, ms: number): Promise<string[]> {
  const until = Date.now() + ms;
  let names = await entries(dir);
  while (names.length !== count && Date.now() < until) {
    await sleep(10);
    names = await entries(dir);
  }
  return names;
}
