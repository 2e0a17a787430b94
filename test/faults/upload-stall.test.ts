// The upload stall guard against the running server over raw sockets (PostgreSQL): under a policy
// of 1 KiB per 1 s window, a client trickling 10 bytes every 200 ms after a valid start is cut
// off (400 invalid_request, connection closed) about two windows in, and its partial file is
// deleted; a slow but steady client (4 KiB every 200 ms) is not, and gets its 202.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { CLOSING, MULTIPART, PNG_SIG, entries, entriesWithin, partHead, rawRequest, type RawReply } from '../support/raw-http.js';

const stall = { windowMs: 1000, minBytes: 1024 };
let t: TestServer;
const uploads = () => join(t.dataDir, 'uploads');

beforeAll(async () => {
  t = await startTestServer('postgres', {}, { uploadStall: stall });
});
afterAll(async () => t?.stop());

/**
 * A file part whose first write carries the part head and 2 KiB of PNG (over 1 KiB: the first
 * window is not a stall, and the file is created on disk at once), then `chunks` pieces of
 * `pace` bytes every `everyMs`, then the closing boundary.
 */
function slowUpload(pace: number, chunks: number, everyMs: number): Promise<RawReply> {
  const start = Buffer.concat([partHead('file', 'slow.png'), PNG_SIG, Buffer.alloc(2048 - PNG_SIG.length)]);
  async function* body() {
    yield start;
    for (let i = 0; i < chunks; i++) {
      await sleep(everyMs);
      yield Buffer.alloc(pace, 1);
    }
    yield CLOSING;
  }
  const length = start.length + pace * chunks + CLOSING.length;
  return rawRequest(t.url, {
    headers: { Authorization: `Bearer ${t.secretKey}`, 'Content-Type': MULTIPART, 'Content-Length': length },
    body: body(),
    timeoutMs: 20_000,
  });
}

describe('upload stall guard (1 KiB per 1 s window)', () => {
  it('cuts off a trickling client within two windows and deletes its partial file', async () => {
    const before = await entries(uploads());
    // 10 bytes every 200 ms = 50 B/s, for up to 12 s if nothing stops it.
    const reply = slowUpload(10, 60, 200);
    const during = await entriesWithin(uploads(), before.length + 1, 1500);
    expect(during, 'the partial file was on disk while the client trickled').toHaveLength(before.length + 1);

    const r = await reply;
    console.info(`trickling client cut off after ${Math.round(r.ms)} ms (${r.sent} body bytes sent)`);
    expect({ status: r.status, code: r.json?.error?.code }).toEqual({ status: 400, code: 'invalid_request' });
    expect(r.json.error.message).toMatch(/too slow/);
    // Window 1 held the 2 KiB start, window 2 only ~50 bytes: the verdict comes at its end.
    expect(r.ms).toBeGreaterThan(stall.windowMs);
    expect(r.ms).toBeLessThan(2 * stall.windowMs + 1500);
    expect(await r.closedWithin(1000), 'the server closes the connection after answering').toBe(true);
    expect(await entriesWithin(uploads(), before.length, 1000)).toEqual(before);
  });

  it('lets a slow but steady client (4 KiB every 200 ms for 3 s) finish with 202', async () => {
    const before = await entries(uploads());
    const r = await slowUpload(4096, 15, 200);
    console.info(`steady client answered after ${Math.round(r.ms)} ms`);
    expect({ status: r.status, code: r.json?.error?.code }).toEqual({ status: 202, code: undefined });
    expect(r.json.size_bytes).toBe(2048 + 15 * 4096);
    expect(r.ms).toBeGreaterThan(3 * stall.windowMs - 200); // it really spanned several windows
    expect(await entries(uploads())).toHaveLength(before.length + 1);
  });
});
