// `docrec restore --from DIR`: a `docrec backup` copy into a DATA_DIR that has no database yet.
//
// Every checksum is verified before anything is written, and an existing database is never
// overwritten: restoring over live data is a mistake too costly to make in one command, and a
// new DATA_DIR (or moving the old db/ aside) says the intent plainly. The embedded lock keeps a
// server from opening the database while it is being written.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config/config.js';
import { DATABASE_FILE, FILES_DIR, readVerifiedManifest, type BackupManifest } from './backup-manifest.js';
import { copyKeys } from './backup-files.js';
import { directoryOption } from './backup-command.js';
import { isNonEmptyDir, refuseUnlessEmbedded, tableCounts, withEmbeddedLock } from './embedded-data.js';
import { embeddedDbDir } from '../store/embedded-lock.js';

export async function runRestore(args: string[]): Promise<number> {
  const source = directoryOption(args, 'from');
  const config = loadConfig();
  const refused = refuseUnlessEmbedded(config, 'restore');
  if (refused !== undefined) return refused;
  const manifest = await readVerifiedManifest(source);
  const dbDir = embeddedDbDir(config.dataDir);

  return withEmbeddedLock(config.dataDir, async () => {
    if (isNonEmptyDir(dbDir)) {
      throw new Error(
        `DATA_DIR ${config.dataDir} already has a database (${dbDir}); restore does not overwrite one. ` +
          'Restore into a new DATA_DIR, or move that db/ directory aside first.',
      );
    }
    const clashes = manifest.files.filter((f) => existsSync(join(config.dataDir, f.key)));
    if (clashes.length > 0) {
      throw new Error(
        `DATA_DIR ${config.dataDir} already holds ${clashes[0]!.key} (and ${clashes.length - 1} more of the backup's files); restore into a new DATA_DIR`,
      );
    }
    try {
      await loadDatabase(dbDir, join(source, DATABASE_FILE), manifest);
    } catch (err) {
      await rm(dbDir, { recursive: true, force: true }); // it was empty before: leave it so for a retry
      throw err;
    }
    await copyKeys(
      join(source, FILES_DIR),
      config.dataDir,
      manifest.files.map((f) => f.key),
    );
    const { counts } = manifest;
    process.stdout.write(
      `restored ${source} (made ${manifest.createdAt}) into ${config.dataDir}: ${counts.accounts} accounts, ` +
        `${counts.documents} documents, ${counts.pages} pages, ${counts.files} files\n`,
    );
    return 0;
  });
}

/** PGlite unpacks its own tarball into the new data directory; the counts prove it is the one dumped. */
async function loadDatabase(dbDir: string, tarball: string, manifest: BackupManifest): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([await readFile(tarball)]) });
  try {
    const found = await tableCounts(client);
    const { accounts, documents, pages } = manifest.counts;
    if (found.accounts !== accounts || found.documents !== documents || found.pages !== pages) {
      throw new Error(
        `the restored database holds ${JSON.stringify(found)}, the manifest says ${JSON.stringify({ accounts, documents, pages })}`,
      );
    }
  } finally {
    await client.close();
  }
}
