// One PostgreSQL schema and one DATA_DIR that real `docrec serve` processes share one after
// another, each SIGKILLed in turn, as after a crash and restart. The key belongs to an enterprise
// account made up front: the tests read a lot, and the bootstrap account's 60 requests/min would
// throttle them. `db` reads the schema directly, to see what no API call shows (leases, the outbox).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { uploadFile } from './documents.js';
import { serveProcess, type ServeProcess } from './serve-process.js';
import { enterpriseKey, freshSchema } from './server.js';

export interface FaultCluster {
  key: string;
  /** The DATA_DIR every process shares. */
  dataDir: string;
  db: pg.Client;
  /** Starts a process; resolves once it listens. */
  start(): Promise<ServeProcess>;
  /** SIGKILL: no shutdown code runs, leases and in-flight attempts are left as they are. */
  kill(s: ServeProcess): Promise<void>;
  /** Uploads a file through `s` with these form fields; the document id. */
  upload(s: ServeProcess, path: string, fields: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

export async function faultCluster(settings: Record<string, string>): Promise<FaultCluster> {
  const schema = await freshSchema();
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-faults-'));
  const key = await enterpriseKey(schema.url, dataDir, 'faults');
  const db = new pg.Client(schema.url);
  await db.connect();
  const env = { DATABASE_URL: schema.url, DATA_DIR: dataDir, OCR_THREADS: '1', MIN_FREE_DISK_BYTES: '0', ...settings };
  const running = new Set<ServeProcess>();
  const kill = async (s: ServeProcess) => {
    s.child.kill('SIGKILL');
    await s.exited;
    running.delete(s);
  };
  return {
    key,
    dataDir,
    db,
    async start() {
      const s = await serveProcess(env);
      running.add(s);
      return s;
    },
    kill,
    async upload(s, path, fields) {
      return (await uploadFile({ url: s.url, secretKey: key }, path, fields)).json.id;
    },
    async close() {
      await Promise.all([...running].map(kill));
      await db.end().catch(() => {});
      await schema.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
