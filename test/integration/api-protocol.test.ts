// HTTP protocol conventions of API.md over real sockets (PostgreSQL backend): 404/405, no CORS,
// X-Request-Id, content types, operational endpoints, the OpenAPI document, connection reuse
// after early refusals, and that the native uWebSockets.js binary (not its fallback) serves it all.
import { createRequire } from 'node:module';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';
import { openApiDocument } from '../../src/http/openapi/openapi.js';
import { nativeUwsLoaded } from '../../src/http/uws.js';

let t: TestServer;
const seen: Reply[] = [];
const jsonType = 'application/json; charset=utf-8';

async function raw(
  method: string,
  path: string,
  init: { key?: string; headers?: Record<string, string>; body?: FormData } = {},
): Promise<Reply> {
  const r = await call(`${t.url}${path}`, {
    method,
    headers: init.headers ?? {},
    ...(init.key ? { key: init.key } : {}),
    ...(init.body ? { body: init.body } : {}),
  });
  seen.push(r);
  return r;
}
async function api(method: string, path: string, init: Parameters<typeof raw>[2] = {}): Promise<Reply> {
  const r = await raw(method, path, init);
  const contentType = r.headers.get('content-type') ?? undefined;
  validateResponse({ method, path, status: r.status, contentType, body: contentType?.startsWith('application/json') ? r.json : r.text });
  return r;
}
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Writes raw bytes on one socket and collects whole responses (Content-Length bodies). */
function rawSocket(port: number) {
  const sock = net.connect(port, '127.0.0.1');
  let buf = '';
  let closed = false;
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  sock.on('data', (d) => {
    buf += d.toString('latin1');
    wake();
  });
  sock.on('close', () => {
    closed = true;
    wake();
  });
  sock.on('error', () => {});
  const until = async (ready: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!ready() && Date.now() < end)
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 25);
      });
    return ready();
  };
  return {
    write: (s: string) => sock.write(s),
    destroy: () => sock.destroy(),
    closedWithin: (ms: number) => until(() => closed, ms),
    async response(ms = 1500): Promise<string | undefined> {
      const complete = () => {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return false;
        const len = Number(/content-length: *(\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
        return buf.length >= end + 4 + len;
      };
      if (!(await until(() => complete() || closed, ms)) || !complete()) return undefined;
      const end = buf.indexOf('\r\n\r\n');
      const len = Number(/content-length: *(\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
      const out = buf.slice(0, end + 4 + len);
      buf = buf.slice(end + 4 + len);
      return out;
    },
  };
}

beforeAll(async () => {
  t = await startTestServer('postgres');
});
afterAll(async () => t?.stop());

describe('protocol conventions (postgres)', () => {
  it('answers unknown paths 404 not_found, with or without a key', async () => {
    for (const path of ['/', '/v1', '/v1/nope', '/v2/documents', '/v1/documents/doc_x/extra/more', '/v1/documents/']) {
      for (const key of [undefined, t.secretKey]) {
        const r = await api('GET', path, key ? { key } : {});
        expect(r.status).toBe(404);
        expect(r.json.error.code).toBe('not_found');
        expect(r.headers.get('content-type')).toBe(jsonType);
      }
    }
  });

  it('answers a wrong method 405 with Allow, before authentication', async () => {
    const put = await api('PUT', '/v1/documents', { key: t.secretKey });
    expect(put.status).toBe(405);
    expect(put.json.error.code).toBe('method_not_allowed');
    expect(put.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['GET', 'POST']);
    const patch = await api('PATCH', '/v1/documents/doc_01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['DELETE', 'GET']);
    const post = await api('POST', '/healthz');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('refuses CORS preflights with 405 and never sends Access-Control-* headers', async () => {
    const preflight = {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization',
    };
    for (const path of ['/v1/documents', '/v1/documents/doc_01ARZ3NDEKTSV4RRFFQ69G5FAV', '/v1/account', '/healthz', '/v1/openapi.json']) {
      const r = await api('OPTIONS', path, { headers: preflight });
      expect(r.status).toBe(405);
      expect(r.json.error.code).toBe('method_not_allowed');
      expect(r.headers.get('allow')).not.toContain('OPTIONS');
    }
    // An unknown path is refused too (the validator only admits 404 there, so check by hand).
    const unknown = await raw('OPTIONS', '/v1/nope', { headers: preflight });
    expect(unknown.status).toBe(405);
    expect(unknown.json.error.code).toBe('method_not_allowed');
    const withOrigin = await api('GET', '/v1/documents', { key: t.secretKey, headers: { Origin: 'https://evil.example' } });
    expect(withOrigin.status).toBe(200);
  });

  it('echoes a valid X-Request-Id and replaces an invalid one, on every status', async () => {
    const limited = await t.createAccount('free', { rpm: 1 });
    expect((await raw('GET', '/v1/account', { key: limited.secretKey })).status).toBe(200);
    const cases: Array<[string, string, { key?: string; body?: FormData }, number]> = [
      ['GET', '/healthz', {}, 200],
      ['GET', '/v1/documents', { key: t.secretKey }, 200],
      ['POST', '/v1/documents', { key: t.secretKey, body: form(tinyPng) }, 202],
      ['GET', '/v1/documents', {}, 401],
      ['GET', '/v1/nope', {}, 404],
      ['PUT', '/v1/documents', {}, 405],
      ['GET', '/v1/account', { key: limited.secretKey }, 429],
    ];
    for (const [method, path, init, status] of cases) {
      const echoed = await api(method, path, { ...init, headers: { 'X-Request-Id': 'abc-123' } });
      expect(echoed.status).toBe(status);
      expect(echoed.headers.get('x-request-id')).toBe('abc-123');
      for (const bad of ['x'.repeat(301), 'has spaces in it']) {
        const r = await api(method, path, { ...init, ...(init.body ? { body: form(tinyPng) } : {}), headers: { 'X-Request-Id': bad } });
        expect(r.status).toBe(status);
        expect(r.headers.get('x-request-id')).toMatch(uuid);
      }
      const none = await api(method, path, { ...init, ...(init.body ? { body: form(tinyPng) } : {}) });
      expect(none.headers.get('x-request-id')).toMatch(uuid);
    }
    const a = await api('GET', '/healthz');
    const b = await api('GET', '/healthz');
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('serves /healthz, /readyz, /metrics and /v1/openapi.json without auth', async () => {
    const health = await api('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toBe(jsonType);
    const ready = await api('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', checks: { database: true, limiter: true, workers: true, accepting: true } });
    const metrics = await api('GET', '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toContain('# TYPE docrec_http_requests_total counter');
    expect(metrics.text).toMatch(/docrec_http_requests_total\{route="\/healthz",method="GET",status="200"\} [1-9]/);
    const spec = await api('GET', '/v1/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.headers.get('content-type')).toBe(jsonType);
    expect(spec.json).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
    expect(spec.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('never leaves a connection hanging after a request refused before its body was read', async () => {
    const port = Number(new URL(t.url).port);
    const json = '{"file":"x"}';
    const post = (auth: string, type: string, body: string) =>
      `POST /v1/documents HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    // Refused after authenticating (the whole body had arrived): the kept-alive connection
    // must read its next requests.
    const sock = rawSocket(port);
    try {
      for (let i = 0; i < 2; i++) {
        sock.write(post(`Bearer ${t.secretKey}`, 'application/json', json));
        expect((await sock.response())?.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
        sock.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
        expect((await sock.response())?.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
      }
    } finally {
      sock.destroy();
    }
    // Refused at once: answered, then the connection either serves the next request or closes.
    const quick = rawSocket(port);
    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--b--\r\n';
    quick.write(post('Bearer nope', 'multipart/form-data; boundary=b', body));
    expect((await quick.response())?.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    quick.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const next = await quick.response(1000);
    if (next === undefined) expect(await quick.closedWithin(500)).toBe(true);
    else expect(next.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    quick.destroy();
    // A refused request whose body is still coming is answered at once; the rest of its body is
    // read and dropped, and the connection then serves the next request.
    const partial = rawSocket(port);
    partial.write(
      'POST /v1/documents HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer nope\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n',
    );
    expect((await partial.response())?.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    partial.write('x'.repeat(100000 - 5));
    partial.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect((await partial.response())?.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    partial.destroy();
  });

  it('lets a client still sending a large body read its refusal instead of a reset', async () => {
    // 8 MiB is far more than the socket buffers hold: the client is mid-body when refused.
    const big = form(Buffer.concat([tinyPng, Buffer.alloc(8 * 2 ** 20, 7)]));
    const refused = await call(`${t.url}/v1/documents`, { method: 'POST', key: 'svc_sk_not-a-key', body: big });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('unauthorized');
    // A short refused body is read to its end, and the connection serves the next request.
    expect((await raw('GET', '/healthz')).status).toBe(200);
  });

  it('runs on the native uWebSockets.js binary, not the ws fallback', () => {
    expect(nativeUwsLoaded()).toBe(true);
    const binary = `uws_${process.platform}_${process.arch}_${process.versions.modules}.node`;
    const report = process.report.getReport() as unknown as { sharedObjects: string[] };
    expect(report.sharedObjects.some((lib) => lib.endsWith(`/${binary}`))).toBe(true);
    const cached = Object.keys(createRequire(import.meta.url).cache);
    expect(cached.some((k) => /uWebSockets\.js[/\\]src[/\\]uws\.js$/.test(k))).toBe(true); // the loader ran in this process
    expect(cached.some((k) => k.endsWith(binary))).toBe(true);
    expect(cached.filter((k) => /uWebSockets\.js[/\\]dist[/\\]/.test(k))).toEqual([]);
  });

  it('sent no Access-Control-* header on any response of this file', () => {
    expect(seen.length).toBeGreaterThan(50);
    const offending = seen.flatMap((r) => [...r.headers.keys()].filter((h) => h.toLowerCase().startsWith('access-control-')));
    expect(offending).toEqual([]);
    expect(seen.every((r) => r.headers.get('x-request-id'))).toBe(true);
  });
});
