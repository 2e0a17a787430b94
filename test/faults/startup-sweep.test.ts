// Leftovers in DATA_DIR/uploads are swept when `docrec serve` starts (src/services/upkeep/sweep-uploads.ts,
// called from startServer before it listens). A real process is SIGKILLed in the middle of an
// upload, which leaves a real partial file no document references; together with other orphans
// it is deleted at the next start once untouched for 10 minutes, while a file a document references
// (however old) and a young orphan (it may be another instance's upload in flight) are kept.
// sweep-uploads.test.ts calls the function itself; this proves the start-up path of the CLI.
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultCluster, type FaultCluster } from '../support/fault-cluster.js';
import { call, tinyPng } from '../support/http.js';
import { entries, entriesWithin, postFile } from '../support/raw-http.js';

let cluster: FaultCluster;
beforeAll(async () => {
  cluster = await faultCluster({ LOG_LEVEL: 'info' });
});
afterAll(async () => cluster?.close());

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
async function age(path: string, minutes: number): Promise<void> {
  await utimes(path, ago(minutes), ago(minutes));
}

describe('orphan uploads at start-up (`docrec serve`, PostgreSQL)', () => {
  it('deletes old orphans, including a killed upload, and keeps referenced and young files', async () => {
    const uploads = join(cluster.dataDir, 'uploads');
    const first = await cluster.start();
    const form = new FormData();
    form.set('file', new Blob([tinyPng]), 'kept.png');
    const doc = await call(`${first.url}/v1/documents`, { method: 'POST', key: cluster.key, body: form });
    expect(doc.status).toBe(202);
    const [referenced] = await entries(uploads);

    // An upload in flight when the process dies: half of it is on disk, nothing records it.
    let sent = 0;
    const inFlight = postFile(first.url, cluster.key, 4 << 20, {
      timeoutMs: 30_000,
      *through(body) {
        for (const chunk of body) {
          if ((sent += chunk.length) > 2 << 20) return;
          yield chunk;
        }
      },
    });
    const during = await entriesWithin(uploads, 2, 5000);
    expect(during, 'the killed upload left its partial file').toHaveLength(2);
    const partial = during.find((n) => n !== referenced)!;
    await cluster.kill(first);
    expect((await inFlight).status).toBe(0); // the connection died with the process

    await writeFile(join(uploads, 'upload-orphan-old.pdf'), '%PDF-1.4 left over');
    await writeFile(join(uploads, 'upload-orphan-young.png'), tinyPng);
    await age(join(uploads, referenced!), 24 * 60); // referenced files are kept whatever their age
    await age(join(uploads, partial), 11);
    await age(join(uploads, 'upload-orphan-old.pdf'), 120);
    await age(join(uploads, 'upload-orphan-young.png'), 9); // under 10 minutes: may be in flight elsewhere

    const second = await cluster.start();
    // The sweep runs before the server listens: done by the time start() resolves.
    expect(await readdir(uploads).then((n) => n.sort())).toEqual([referenced, 'upload-orphan-young.png'].sort());
    expect(second.output()).toMatch(/"files":2,"msg":"removed uploads left behind by an interrupted process"/);
    const kept = await call(`${second.url}/v1/documents/${doc.json.id}`, { key: cluster.key });
    expect(kept.status).toBe(200);
  }, 60_000);
});
