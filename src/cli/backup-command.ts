// `docrec backup --to DIR`: a consistent copy of the embedded database and the stored files.
//
// It refuses while `docrec serve` runs rather than copy under it: PGlite lives inside the server's
// process, so no second process can read a consistent state of it while the server writes.
// Holding the embedded lock for the whole copy also keeps a server from starting halfway through,
// so the files copied match the database dumped.
import { parseArgs } from 'node:util';
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/config.js';
import { DATABASE_FILE, FILES_DIR, sha256Of, writeManifest } from './backup-manifest.js';
import { copyKeys, keysToBackUp } from './backup-files.js';
import { isNonEmptyDir, refuseUnlessEmbedded, tableCounts, withEmbeddedLock } from './embedded-data.js';
import { UsageError } from './usage-error.js';
import { embeddedDbDir } from '../store/embedded-lock.js';

interface DatabaseFacts {
  schema: string;
  accounts: number;
  documents: number;
  pages: number;
  storagePaths: string[];
}

/** One `--NAME DIR` option and nothing else; shared with restore. */
export function directoryOption(args: string[], name: 'to' | 'from'): string {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { [name]: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const dir = values[name];
  if (typeof dir !== 'string' || dir === '') throw new UsageError(`--${name} DIR is required`);
  return resolve(dir);
}

export async function runBackup(args: string[]): Promise<number> {
  const target = directoryOption(args, 'to');
  const config = loadConfig();
  const refused = refuseUnlessEmbedded(config, 'backup');
  if (refused !== undefined) return refused;
  if (existsSync(target) && !statSync(target).isDirectory()) throw new UsageError(`--to ${target} is a file, not a directory`);
  if (isNonEmptyDir(target)) throw new UsageError(`--to ${target} is not empty: back up into a new or empty directory`);
  const dbDir = embeddedDbDir(config.dataDir);
  if (!isNonEmptyDir(dbDir)) throw new Error(`there is no embedded database in ${dbDir} to back up (DATA_DIR=${config.dataDir})`);

  return withEmbeddedLock(config.dataDir, async () => {
    await mkdir(target, { recursive: true });
    const facts = await dumpDatabase(dbDir, join(target, DATABASE_FILE));
    const { keys, missing } = await keysToBackUp(config.dataDir, facts.storagePaths);
    for (const key of missing) process.stderr.write(`docrec: warning: ${key} (named by a document) is missing from DATA_DIR; not copied\n`);
    const files = await copyKeys(config.dataDir, join(target, FILES_DIR), keys);
    const database = { file: DATABASE_FILE, ...(await sha256Of(join(target, DATABASE_FILE))) };
    const counts = { accounts: facts.accounts, documents: facts.documents, pages: facts.pages, files: files.length };
    await writeManifest(target, { schema: facts.schema, createdAt: new Date().toISOString(), counts, database, files });
    process.stdout.write(
      `backed up ${config.dataDir} to ${target}: ${counts.accounts} accounts, ${counts.documents} documents, ` +
        `${counts.pages} pages, ${counts.files} files\n`,
    );
    return 0;
  });
}

/** Reads what the manifest records, then writes PGlite's own tarball of its data directory. */
async function dumpDatabase(dbDir: string, tarball: string): Promise<DatabaseFacts> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dbDir);
  try {
    const migration = await client.query<{ name: string }>('select name from kysely_migration order by name desc limit 1');
    const paths = await client.query<{ storage_path: string }>('select storage_path from documents order by storage_path');
    const facts: DatabaseFacts = {
      schema: migration.rows[0]?.name ?? 'none',
      ...(await tableCounts(client)),
      storagePaths: paths.rows.map((r) => r.storage_path),
    };
    const dump = await client.dumpDataDir('gzip');
    await writeFile(tarball, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
    return facts;
  } finally {
    await client.close();
  }
}
