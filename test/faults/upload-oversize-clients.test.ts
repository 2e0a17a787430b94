// An upload over MAX_FILE_BYTES from clients that write their whole body before reading the
// answer (Python's urllib, which also sends `Connection: close`; many SDKs work the same way)
// must read 413 file_too_large, not a broken pipe or a reset: the server reads and drops the rest
// of the body before it answers and closes (src/http/context.ts, error()). Node's fetch reads the
// answer early and gets it too. Nothing is stored either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { baseEnv, run } from '../support/cli-run.js';
import { call } from '../support/http.js';
import { entriesWithin } from '../support/raw-http.js';
import { join } from 'node:path';

const MAX_FILE_BYTES = 1 << 20;
const OVER = 24 << 20; // far more than the socket buffers hold: the client is still sending when refused

// urllib.request with a prebuilt body: it sends it all, then reads. Prints "status code" or the error.
const PYTHON_CLIENT = `
import sys, urllib.request, urllib.error
url, key, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
b = 'pyBoundary7MA4YWxk'
head = ('--%s\\r\\nContent-Disposition: form-data; name="file"; filename="big.png"\\r\\nContent-Type: image/png\\r\\n\\r\\n' % b).encode()
body = head + b'\\x89PNG\\r\\n\\x1a\\n' + bytes(size) + ('\\r\\n--%s--\\r\\n' % b).encode()
req = urllib.request.Request(url, data=body, method='POST', headers={'Authorization': 'Bearer ' + key, 'Content-Type': 'multipart/form-data; boundary=' + b})
try:
    r = urllib.request.urlopen(req, timeout=60)
    print(r.status, r.read().decode())
except urllib.error.HTTPError as e:
    print(e.code, e.read().decode())
except Exception as e:
    print('error', repr(e))
`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer('postgres', { MAX_FILE_BYTES: String(MAX_FILE_BYTES) });
});
afterAll(async () => t?.stop());

async function expectNothingStored(): Promise<void> {
  expect(await entriesWithin(join(t.dataDir, 'uploads'), 0, 1000)).toEqual([]);
  expect((await call(`${t.url}/v1/documents`, { key: t.secretKey })).json.data).toEqual([]);
}

describe('an upload over MAX_FILE_BYTES from a client that sends everything first', () => {
  it.each([
    ['declared too large (refused by Content-Length)', OVER],
    ['within the Content-Length slack, refused while parsing', MAX_FILE_BYTES + 30_000],
  ])(
    'Python urllib reads 413 file_too_large: %s',
    async (_case, size) => {
      const r = await run('python3', ['-c', PYTHON_CLIENT, `${t.url}/v1/documents`, t.secretKey, String(size)], baseEnv({}));
      expect(r.stderr).toBe('');
      const [status, ...rest] = r.stdout.trim().split(' ');
      expect({ status, code: JSON.parse(rest.join(' ') || 'null')?.error?.code }, r.stdout).toEqual({
        status: '413',
        code: 'file_too_large',
      });
      await expectNothingStored();
    },
    60_000,
  );

  it("Node's fetch reads 413 file_too_large", async () => {
    const bytes = new Uint8Array(OVER);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const body = new FormData();
    body.set('file', new Blob([bytes]), 'big.png');
    const r = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body });
    expect({ status: r.status, code: r.json?.error?.code }).toEqual({ status: 413, code: 'file_too_large' });
    await expectNothingStored();
  }, 60_000);
});
