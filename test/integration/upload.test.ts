// receiveUpload over real sockets: a uWS app on an ephemeral port, raw node:net clients so we
// control chunking, half-closes and aborts byte by byte.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import uWS from 'uWebSockets.js';
import { ApiError } from '../../src/errors.js';
import type { UploadLimits } from '../../src/http/upload/multipart-parts.js';
import { receiveUpload } from '../../src/http/upload/receive-upload.js';

// A "slow disk" for the backpressure test: when throttle.bytesPerMs > 0, files are written
// through a WriteStream whose writes complete only after a delay proportional to their size.
const throttle = vi.hoisted(() => ({ bytesPerMs: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  type Cb = (err?: Error | null) => void;
  class SlowWriteStream extends fs.WriteStream {
    override _write(chunk: Buffer, enc: BufferEncoding, cb: Cb) {
      setTimeout(() => super._write(chunk, enc, cb), chunk.length / throttle.bytesPerMs);
    }
    override _writev(chunks: Array<{ chunk: Buffer; encoding: BufferEncoding }>, cb: Cb) {
      const n = chunks.reduce((sum, c) => sum + c.chunk.length, 0);
      setTimeout(() => super._writev!(chunks, cb), n / throttle.bytesPerMs);
    }
  }
  const createWriteStream = (p: string, o: object) =>
    throttle.bytesPerMs > 0 ? new (SlowWriteStream as any)(p, o) : fs.createWriteStream(p, o);
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

const PNG_SIG = Buffer.from('89504e470d0a1a0a', 'hex');
const BOUNDARY = 'docrecBoundary7MA4YWxkTrZu0gW';
const baseLimits: UploadLimits = { maxFileBytes: 8 << 20, maxFields: 10, maxFieldBytes: 8192, maxParts: 20, maxHeaderPairs: 20 };

interface Server {
  port: number;
  outcomes: string[];
  close(): void;
}
let dir: string;
let server: Server | undefined;
const sockets = new Set<net.Socket>();

function startServer(limits: UploadLimits = baseLimits): Promise<Server> {
  const outcomes: string[] = []; // 'ok' | error code | 'aborted', one per request, when settled
  const app = uWS.App().post('/upload', (res, req) => {
    const contentType = req.getHeader('content-type');
    const ac = new AbortController();
    res.onAborted(() => ac.abort());
    receiveUpload(res, contentType, { dir, limits, signal: ac.signal }).then(
      (up) => {
        outcomes.push('ok');
        if (!ac.signal.aborted) res.cork(() => res.writeStatus('200 OK').end(JSON.stringify(up)));
      },
      (err: unknown) => {
        outcomes.push(ac.signal.aborted ? 'aborted' : err instanceof ApiError ? err.code : `bug: ${String(err)}`);
        if (ac.signal.aborted) return;
        const e = err instanceof ApiError ? err : new ApiError('internal_error');
        res.cork(() => res.writeStatus(`${e.status} Error`).end(JSON.stringify(e.toBody()), true));
      },
    );
  });
  return new Promise((resolve, reject) => {
    app.listen('127.0.0.1', 0, (token) => {
      if (!token) return reject(new Error('listen failed'));
      resolve({ port: uWS.us_socket_local_port(token), outcomes, close: () => uWS.us_listen_socket_close(token) });
    });
  });
}

interface Part {
  name: string;
  filename?: string;
  data: Buffer | string;
}
const partHead = (p: Part) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"` +
  (p.filename === undefined ? '' : `; filename="${p.filename}"\r\nContent-Type: application/octet-stream`) +
  '\r\n\r\n';
function multipart(parts: Part[], { close = true } = {}): Buffer {
  const out: Buffer[] = [];
  for (const p of parts) out.push(Buffer.from(partHead(p)), Buffer.from(p.data), Buffer.from('\r\n'));
  if (close) out.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(out);
}

/** status 0: the connection closed without a full reply. `sent`: body bytes written by then. */
interface Reply {
  status: number;
  body: any;
  sent: number;
}
interface SendOpts {
  contentType?: string;
  contentLength?: number;
  chunkSizes?: () => number;
  delayMs?: () => number;
  halfClose?: boolean;
  abortAfter?: number;
}

/** Sends one request over a raw socket, honouring backpressure; resolves with the parsed reply. */
async function send(port: number, body: Iterable<Buffer> | Buffer, o: SendOpts = {}): Promise<Reply> {
  const sock = net.connect(port, '127.0.0.1');
  sock.setNoDelay(true); // let small writes reach the server as small reads
  sockets.add(sock);
  let sent = 0,
    raw = Buffer.alloc(0),
    done = false;
  const reply = new Promise<Reply>((resolve) => {
    const tryParse = () => {
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = raw.subarray(0, end).toString('latin1');
      const len = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (raw.length < end + 4 + len) return;
      done = true;
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(raw.subarray(end + 4, end + 4 + len).toString()), sent });
    };
    sock.on('data', (d) => {
      raw = Buffer.concat([raw, d]);
      tryParse();
    });
    // EPIPE/ECONNRESET once the server answered early and closed: Node then destroys the socket
    // without reading what is still queued, so an early 413 can be lost to the client (caveat).
    sock.on('error', () => {});
    sock.on('close', () => {
      done = true;
      resolve({ status: 0, body: null, sent });
    });
  });
  const writable = () =>
    new Promise<void>((r) => {
      const go = () => {
        sock.off('drain', go);
        sock.off('close', go);
        r();
      };
      sock.on('drain', go).on('close', go);
    });
  const chunks = Buffer.isBuffer(body) ? [body] : body;
  const length = o.contentLength ?? (Buffer.isBuffer(body) ? body.length : 0);
  sock.write(
    `POST /upload HTTP/1.1\r\nHost: t\r\nContent-Type: ${o.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`}\r\nContent-Length: ${length}\r\n\r\n`,
  );
  outer: for (const chunk of chunks) {
    for (let at = 0; at < chunk.length && !done;) {
      const piece = chunk.subarray(at, at + (o.chunkSizes?.() ?? chunk.length));
      at += piece.length;
      if (o.abortAfter !== undefined && sent + piece.length > o.abortAfter) break outer;
      sent += piece.length;
      if (!sock.write(piece)) await writable();
      if (o.delayMs) await sleep(o.delayMs());
    }
    if (done) break;
  }
  if (o.abortAfter !== undefined) sock.destroy();
  else if (o.halfClose) sock.end();
  const r = await reply;
  sock.destroy();
  return r;
}

async function dirEmptyWithin(ms: number): Promise<string[]> {
  const until = Date.now() + ms;
  let left = await readdir(dir);
  while (left.length > 0 && Date.now() < until) {
    await sleep(20);
    left = await readdir(dir);
  }
  return left;
}
const pngFile = (size: number) => Buffer.concat([PNG_SIG, randomBytes(size - PNG_SIG.length)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docrec-upload-'));
});
afterEach(async () => {
  for (const s of sockets) s.destroy();
  sockets.clear();
  server?.close();
  server = undefined;
  throttle.bytesPerMs = 0;
  await rm(dir, { recursive: true, force: true });
});

describe('receiveUpload', () => {
  it('stores a byte-identical file from random chunking, with fields before and after it', async () => {
    server = await startServer();
    const file = pngFile(3 * 1024 * 1024 + 17);
    const body = multipart([
      { name: 'language', data: 'eng' },
      { name: 'file', filename: '../../etc/scän\\ünï.png', data: file },
      { name: 'webhook_url', data: 'https://example.com/hook' },
    ]);
    const small = () => (Math.random() < 0.3 ? 1 + Math.floor(Math.random() * 64) : 1 + Math.floor(Math.random() * 65536));
    const r = await send(server.port, body, { chunkSizes: small, delayMs: () => (Math.random() < 0.2 ? 1 : 0) });
    expect(r?.status).toBe(200);
    expect(r?.body).toMatchObject({
      filename: 'ünï.png',
      size: file.length,
      sha256: sha(file),
      contentType: 'image/png',
      fields: { language: 'eng', webhook_url: 'https://example.com/hook' },
    });
    expect(path.dirname(r?.body.path)).toBe(dir);
    expect(path.basename(r?.body.path)).toMatch(/^upload-[0-9a-f]{32}\.png$/);
    expect((await readFile(r?.body.path)).equals(file)).toBe(true);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('accepts exactly maxFileBytes and answers 413 for one byte more, keeping nothing', async () => {
    server = await startServer({ ...baseLimits, maxFileBytes: 100_000 });
    const ok = await send(server.port, multipart([{ name: 'file', filename: 'a.png', data: pngFile(100_000) }]));
    expect(ok?.status).toBe(200);
    expect(ok?.body.size).toBe(100_000);
    await rm(ok?.body.path);
    const over = await send(server.port, multipart([{ name: 'file', filename: 'a.png', data: pngFile(100_001) }]));
    expect(over?.status).toBe(413);
    expect(over?.body.error.code).toBe('file_too_large');
    expect(await dirEmptyWithin(1000)).toEqual([]);
  });

  it('rejects an oversized upload while the client is still sending', async () => {
    server = await startServer({ ...baseLimits, maxFileBytes: 1 << 20 });
    const size = 64 << 20;
    const head = Buffer.from(partHead({ name: 'file', filename: 'big.png', data: '' }));
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    function* body() {
      yield head;
      yield PNG_SIG;
      for (let n = 8; n < size; n += 65536) yield Buffer.alloc(Math.min(65536, size - n), 7);
      yield tail;
    }
    const r = await send(server.port, body(), { contentLength: head.length + size + tail.length });
    expect(server.outcomes).toEqual(['file_too_large']);
    expect(r.sent).toBeLessThan(size / 2); // answered (or cut off) long before the body was sent
    if (r.status !== 0) expect(r.body.error.code).toBe('file_too_large'); // see the caveat in send()
    expect(await dirEmptyWithin(1000)).toEqual([]);
  });

  it('deletes the partial file when the client aborts mid-upload', async () => {
    server = await startServer();
    const body = multipart([{ name: 'file', filename: 'a.png', data: pngFile(3 << 20) }]);
    await send(server.port, body, { chunkSizes: () => 16384, delayMs: () => 2, abortAfter: 1 << 20 });
    expect(await dirEmptyWithin(1000)).toEqual([]);
    await expect.poll(() => server?.outcomes, { timeout: 1000 }).toEqual(['aborted']);
  });

  it.each([
    [
      'text instead of an image',
      415,
      'unsupported_media_type',
      undefined,
      multipart([{ name: 'file', filename: 'a.png', data: 'hello world' }]),
    ],
    ['no file part', 400, 'invalid_request', 'file', multipart([{ name: 'language', data: 'eng' }])],
    ['an empty file', 400, 'invalid_request', 'file', multipart([{ name: 'file', filename: 'a.png', data: '' }])],
    [
      'two file parts',
      400,
      'invalid_request',
      'file',
      multipart([
        { name: 'file', filename: 'a.png', data: pngFile(5000) },
        { name: 'file', filename: 'b.png', data: pngFile(5000) },
      ]),
    ],
    ['a file under another name', 400, 'invalid_request', 'photo', multipart([{ name: 'photo', filename: 'a.png', data: pngFile(5000) }])],
    ['"file" sent as a text field', 400, 'invalid_request', 'file', multipart([{ name: 'file', data: 'not a file' }])],
    [
      'a field over maxFieldBytes',
      400,
      'invalid_request',
      'language',
      multipart([
        { name: 'language', data: 'x'.repeat(8193) },
        { name: 'file', filename: 'a.png', data: pngFile(5000) },
      ]),
    ],
    [
      'too many fields',
      400,
      'invalid_request',
      undefined,
      multipart([
        ...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'v' })),
        { name: 'file', filename: 'a.png', data: pngFile(5000) },
      ]),
    ],
    [
      'no closing boundary',
      400,
      'invalid_request',
      undefined,
      multipart([{ name: 'file', filename: 'a.png', data: pngFile(200_000) }], { close: false }),
    ],
    ['a body that is empty', 400, 'invalid_request', undefined, Buffer.alloc(0)],
  ])('answers %s with %i %s', async (_name, status, code, param, body) => {
    server = await startServer();
    const r = await send(server.port, body, { chunkSizes: () => 60_000 });
    expect(r?.status).toBe(status);
    expect(r?.body.error.code).toBe(code);
    expect(r?.body.error.param).toBe(param);
    expect(server.outcomes).toEqual([code]);
    expect(await dirEmptyWithin(1000)).toEqual([]);
  });

  it('rejects unsupported bytes from the first kilobyte, before the body is in', async () => {
    server = await startServer({ ...baseLimits, maxFileBytes: 1 << 30 });
    const size = 64 << 20;
    const head = Buffer.from(partHead({ name: 'file', filename: 'a.pdf', data: '' }));
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    function* body() {
      yield head;
      for (let n = 0; n < size; n += 65536) yield Buffer.alloc(65536, 'a');
      yield tail;
    }
    const r = await send(server.port, body(), { contentLength: head.length + size + tail.length });
    expect(server.outcomes).toEqual(['unsupported_media_type']);
    expect(r.sent).toBeLessThan(size / 2);
    if (r.status !== 0) expect(r.status).toBe(415);
    expect(await dirEmptyWithin(1000)).toEqual([]);
  });

  it('answers 400 for more parts than maxParts, and for a repeated field', async () => {
    server = await startServer({ ...baseLimits, maxParts: 3 });
    const file = { name: 'file', filename: 'a.png', data: pngFile(100) };
    const ok = await send(server.port, multipart([{ name: 'a', data: '1' }, { name: 'b', data: '2' }, file]));
    expect(ok.status).toBe(200);
    const many = await send(server.port, multipart([{ name: 'a', data: '1' }, { name: 'b', data: '2' }, { name: 'c', data: '3' }, file]));
    expect(many.body.error.code).toBe('invalid_request');
    const twice = await send(server.port, multipart([{ name: 'language', data: 'eng' }, { name: 'language', data: 'deu' }, file]));
    expect(twice.body.error).toMatchObject({ code: 'invalid_request', param: 'language' });
    expect(server.outcomes).toEqual(['ok', 'invalid_request', 'invalid_request']);
  });

  it('accepts a field of exactly maxFieldBytes', async () => {
    server = await startServer();
    const body = multipart([
      { name: 'language', data: 'x'.repeat(8192) },
      { name: 'file', filename: 'a.png', data: pngFile(100) },
    ]);
    const r = await send(server.port, body);
    expect(r?.status).toBe(200);
    expect(r?.body.fields.language).toHaveLength(8192);
  });

  it.each([
    ['a wrong boundary', 'multipart/form-data; boundary=somethingElse'],
    ['no boundary', 'multipart/form-data'],
    ['not multipart', 'application/json'],
  ])('answers 400 for %s', async (_name, contentType) => {
    server = await startServer();
    const r = await send(server.port, multipart([{ name: 'file', filename: 'a.png', data: pngFile(5000) }]), { contentType });
    expect(r?.status).toBe(400);
    expect(r?.body.error.code).toBe('invalid_request');
    expect(await dirEmptyWithin(1000)).toEqual([]);
  });

  it('cleans up when the client half-closes before sending the whole body', async () => {
    server = await startServer();
    const body = multipart([{ name: 'file', filename: 'a.png', data: pngFile(200_000) }], { close: false });
    const r = await send(server.port, body, { contentLength: body.length + 1000, halfClose: true });
    // uWS does not keep half-closed HTTP connections: the FIN aborts the request, so no reply.
    expect(r.status).toBe(0);
    expect(await dirEmptyWithin(1000)).toEqual([]);
    await expect.poll(() => server?.outcomes, { timeout: 1000 }).toEqual(['aborted']);
  });

  it.each([
    ['a 200 MiB upload', 200, 0],
    ['a 150 MiB upload to a 50 MiB/s disk (backpressure)', 150, (50 << 20) / 1000],
  ])(
    'keeps memory flat for %s',
    async (_name, mib, bytesPerMs) => {
      throttle.bytesPerMs = bytesPerMs;
      server = await startServer({ ...baseLimits, maxFileBytes: 1 << 30 });
      const size = mib << 20;
      const block = randomBytes(65536);
      PNG_SIG.copy(block);
      const head = Buffer.from(partHead({ name: 'file', filename: 'big.png', data: '' }));
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const expected = createHash('sha256');
      function* body() {
        yield head;
        for (let n = 0; n < size; n += block.length) {
          expected.update(block);
          yield block;
        }
        yield tail;
      }
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const r = await send(server.port, body(), { contentLength: head.length + size + tail.length });
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(r?.status).toBe(200);
      expect(r?.body.size).toBe(size);
      expect(r?.body.sha256).toBe(expected.digest('hex'));
      console.log(`rss before ${before >> 20} MiB, peak ${peak >> 20} MiB, growth ${(peak - before) >> 20} MiB`);
      expect(peak - before).toBeLessThan(64 << 20);
      expect((await stat(r.body.path)).size).toBe(size);
    },
    120_000,
  );
});
