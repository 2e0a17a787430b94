import { mkdir, utimes, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng } from '../support/http.js';
import { sweepOrphanUploads } from '../../src/services/upkeep/sweep-uploads.js';

describe('orphan upload sweep (postgres)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('postgres');
  });
  afterAll(async () => t?.stop());

  it('deletes old unreferenced files and keeps documents and young files', async () => {
    const uploads = join(t.dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const created = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(tinyPng) });
    expect(created.status).toBe(202);
    const [stored] = await readdir(uploads);
    const orphan = join(uploads, 'upload-orphan.png');
    const young = join(uploads, 'upload-young.png');
    await writeFile(orphan, tinyPng);
    await writeFile(young, tinyPng);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(orphan, twoHoursAgo, twoHoursAgo);
    await utimes(join(uploads, stored!), twoHoursAgo, twoHoursAgo);

    const removed = await sweepOrphanUploads(t.server.deps.database.db, t.server.deps.storage, uploads);
    expect(removed).toBe(1);
    expect((await readdir(uploads)).sort()).toEqual([stored!, 'upload-young.png'].sort());
  });

  it('deletes old generated files of documents that no longer exist, keeping those of live ones', async () => {
    const created = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(tinyPng) });
    const live = join(t.dataDir, 'generated', created.json.id);
    const dead = join(t.dataDir, 'generated', 'doc_00000000000000000000000000');
    await mkdir(live, { recursive: true });
    await mkdir(dead, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const dir of [live, dead]) {
      await writeFile(join(dir, 'searchable.pdf'), '%PDF-1.7');
      await utimes(join(dir, 'searchable.pdf'), twoHoursAgo, twoHoursAgo);
    }
    const removed = await sweepOrphanUploads(t.server.deps.database.db, t.server.deps.storage, join(t.dataDir, 'uploads'));
    expect(removed).toBe(1);
    expect(await readdir(join(t.dataDir, 'generated'))).toEqual([created.json.id]);
  });
});
