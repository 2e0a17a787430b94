// Documents API over real HTTP against PostgreSQL: create, read, list (order, cursor, filters),
// text and pages, delete. Every asserted response is also checked against the OpenAPI document.
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';
import { newId } from '../../src/domain/ids.js';
import { QueueOnlyProcessor } from '../../src/services/recognition/document-processor.js';

let t: TestServer;
const jsonType = 'application/json; charset=utf-8';

async function api(
  method: string,
  path: string,
  init: { key?: string; body?: FormData | string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const r = await call(`${t.url}${path}`, {
    method,
    key: init.key ?? t.secretKey,
    ...(init.body ? { body: init.body } : {}),
    headers: init.headers ?? {},
  });
  const contentType = r.headers.get('content-type') ?? undefined;
  const isJson = contentType?.startsWith('application/json') ?? false;
  validateResponse({ method, path, status: r.status, ...(contentType ? { contentType } : {}), body: isJson ? r.json : r.text });
  return r;
}
const upload = (fields: Record<string, string> = {}, key?: string) =>
  api('POST', '/v1/documents', { body: form(tinyPng, fields, 'scan.png'), ...(key ? { key } : {}) });
const expectError = (r: Reply, status: number, code: string, param?: string) => {
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toBe(jsonType);
  expect(r.json.error.code).toBe(code);
  if (param !== undefined) expect(r.json.error.param).toBe(param);
};

beforeAll(async () => {
  // Documents stay queued here, so the queued-state answers (filters, 409 not_ready) are
  // deterministic; recognition has its own suites (recognition-*.test.ts).
  t = await startTestServer('postgres', {}, { processor: new QueueOnlyProcessor() });
});
afterAll(async () => t?.stop());

describe('documents API (postgres)', () => {
  it('POST answers 202 with Location and the queued document object', async () => {
    const before = Date.now();
    const r = await upload({ language: 'en' });
    expect(r.status).toBe(202);
    expect(r.headers.get('content-type')).toBe(jsonType);
    const doc = r.json;
    expect(doc.id).toMatch(/^doc_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(r.headers.get('location')).toBe(`/v1/documents/${doc.id}`);
    expect(doc).toMatchObject({
      object: 'document',
      livemode: true,
      status: 'queued',
      filename: 'scan.png',
      content_type: 'image/png',
      size_bytes: tinyPng.length,
      language: 'en',
      webhook_url: null,
      pages_total: null,
      pages_done: 0,
      pages_failed: 0,
      started_at: null,
      completed_at: null,
      result: null,
      error: null,
    });
    expect(doc.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(doc.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(doc.created_at)).toBeLessThanOrEqual(Date.now() + 1000);

    const one = await api('GET', `/v1/documents/${doc.id}`);
    expect(one.status).toBe(200);
    expect(one.json).toEqual(doc);
  });

  it('lists newest first and walks the cursor to the end without duplicates', async () => {
    const other = await t.createAccount('pro');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await upload({}, other.secretKey);
      expect(r.status).toBe(202);
      ids.push(r.json.id);
    }
    const all = await api('GET', '/v1/documents', { key: other.secretKey });
    expect(all.status).toBe(200);
    expect(all.json.data.map((d: { id: string }) => d.id)).toEqual([...ids].reverse());
    expect(all.json).toMatchObject({ object: 'list', has_more: false, next_cursor: null });

    const seen: string[] = [];
    const pages: Array<{ n: number; has_more: boolean }> = [];
    let path = '/v1/documents?limit=2';
    for (let guard = 0; guard < 10; guard++) {
      const page = await api('GET', path, { key: other.secretKey });
      expect(page.status).toBe(200);
      seen.push(...page.json.data.map((d: { id: string }) => d.id));
      pages.push({ n: page.json.data.length, has_more: page.json.has_more });
      if (!page.json.has_more) {
        expect(page.json.next_cursor).toBeNull();
        break;
      }
      expect(page.json.next_cursor).toBe(page.json.data.at(-1).id);
      path = `/v1/documents?limit=2&starting_after=${page.json.next_cursor}`;
    }
    expect(pages).toEqual([
      { n: 2, has_more: true },
      { n: 2, has_more: true },
      { n: 1, has_more: false },
    ]);
    expect(seen).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(5);
  });

  it('rejects bad query parameters with 400 naming the parameter', async () => {
    expectError(await api('GET', '/v1/documents?status=done'), 400, 'invalid_request', 'status');
    for (const limit of ['0', '101', 'x']) {
      expectError(await api('GET', `/v1/documents?limit=${limit}`), 400, 'invalid_request', 'limit');
    }
    expectError(await api('GET', '/v1/documents?starting_after=nope'), 400, 'invalid_request', 'starting_after');
    const max = await api('GET', '/v1/documents?limit=100');
    expect(max.status).toBe(200);
  });

  it('filters by status; list items omit result.text while GET one and /text carry it', async () => {
    const queued = await upload();
    const account = await api('GET', '/v1/account');
    const id = newId('doc');
    const text = 'Привіт, world\nsecond line';
    const now = new Date();
    await t.server.deps.database.db
      .insertInto('documents')
      .values({
        id,
        account_id: account.json.id,
        mode: 'live',
        status: 'completed',
        filename: 'done.png',
        content_type: 'image/png',
        size_bytes: 67,
        sha256: '0'.repeat(64),
        storage_path: 'uploads/none.png',
        language: 'uk',
        webhook_url: null,
        pages_total: 1,
        pages_done: 1,
        created_at: now,
        started_at: now,
        completed_at: now,
        result_text: text,
        result_confidence: 0.93,
        result_pages: 1,
        result_language: 'uk',
      })
      .execute();

    const completed = await api('GET', '/v1/documents?status=completed');
    expect(completed.json.data).toHaveLength(1);
    const item = completed.json.data[0];
    expect(item.id).toBe(id);
    expect(item.result).toEqual({ confidence: 0.93, pages: 1, language: 'uk' });
    expect(item.completed_at).toBe(now.toISOString());

    const queuedList = await api('GET', '/v1/documents?status=queued&limit=100');
    const queuedIds = queuedList.json.data.map((d: { id: string }) => d.id);
    expect(queuedIds).toContain(queued.json.id);
    expect(queuedIds).not.toContain(id);
    expect(queuedList.json.data.every((d: { status: string }) => d.status === 'queued')).toBe(true);

    const one = await api('GET', `/v1/documents/${id}`);
    expect(one.json.result).toEqual({ text, confidence: 0.93, pages: 1, language: 'uk' });

    const plain = await api('GET', `/v1/documents/${id}/text`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(plain.text).toBe(text);
  });

  it('/text of a queued document is 409 not_ready; /pages is an empty list', async () => {
    const doc = (await upload()).json;
    expectError(await api('GET', `/v1/documents/${doc.id}/text`), 409, 'not_ready');
    const pages = await api('GET', `/v1/documents/${doc.id}/pages`);
    expect(pages.status).toBe(200);
    expect(pages.json).toEqual({ object: 'list', data: [] });
  });

  it('DELETE answers 204 without a body, then the document and its upload are gone', async () => {
    const doc = (await upload()).json;
    const row = await t.server.deps.database.db
      .selectFrom('documents')
      .select('storage_path')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    const file = join(t.dataDir, row.storage_path);
    expect(file.startsWith(join(t.dataDir, 'uploads'))).toBe(true);
    await access(file); // stored before the delete
    expect(await readdir(join(t.dataDir, 'uploads'))).toContain(row.storage_path.split('/').pop());

    const del = await api('DELETE', `/v1/documents/${doc.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expectError(await api('GET', `/v1/documents/${doc.id}`), 404, 'not_found');
    expectError(await api('DELETE', `/v1/documents/${doc.id}`), 404, 'not_found');
    await expect(access(file)).rejects.toMatchObject({ code: 'ENOENT' });
    const list = await api('GET', '/v1/documents?limit=100');
    expect(list.json.data.map((d: { id: string }) => d.id)).not.toContain(doc.id);
  });

  it('unknown and malformed ids are 404 not_found on every document route', async () => {
    for (const id of [newId('doc'), 'nope', 'doc_123', newId('dlv'), '%E0%A4%A']) {
      for (const suffix of ['', '/text', '/pages']) {
        expectError(await api('GET', `/v1/documents/${id}${suffix}`), 404, 'not_found');
      }
      expectError(await api('DELETE', `/v1/documents/${id}`), 404, 'not_found');
    }
  });
});
