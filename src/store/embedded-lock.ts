// PGlite is a single-process database: two processes opening DATA_DIR/db would corrupt it.
//
// The lock is a Unix socket bound to an abstract-namespace name derived from the database's real
// path. The kernel frees that name the moment the holder dies, however it dies (SIGKILL, OOM
// kill, a crash), so a restart is never blocked by what a crashed process left behind. A pid file
// checked with kill(pid, 0) was not: a zombie of the dead process, or any other process that
// reuses its pid (routine in a restarted container, where pids start again from 1), looked alive.
// flock(2) would do as well but is not in Node's core; a loopback TCP port would collide with
// unrelated services. Abstract names are Linux-only and scoped to a network namespace: two
// containers sharing one volume through separate network namespaces do not see each other's
// lock, but such a setup never had a working lock (pids were per container) and wants PostgreSQL.
//
// The pid file beside it is only a message for the second process ("in use by pid N"); it
// decides nothing.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class EmbeddedDatabaseBusyError extends Error {
  override name = 'EmbeddedDatabaseBusyError';
}

/** The abstract socket name (leading NUL) for a database directory, the same for every path to it. */
function embeddedLockName(dbDir: string): string {
  let real = dbDir;
  try {
    real = realpathSync(dbDir);
  } catch {
    // not created yet: its parent DATA_DIR exists, so resolve through that
    real = `${realpathSync(`${dbDir}/..`)}/${dbDir.split('/').pop()}`;
  }
  return `\0docrec-db-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
}

function bind(name: string): Promise<Server | 'busy'> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve('busy') : reject(err)));
    server.listen({ path: name, exclusive: true }, () => {
      server.unref(); // holding the lock must not keep the process alive
      resolve(server);
    });
  });
}

function holderPid(pidPath: string): string {
  try {
    const pid = readFileSync(pidPath, 'utf8').trim();
    return /^\d+$/.test(pid) ? ` (pid ${pid})` : '';
  } catch {
    return '';
  }
}

/** Where DATA_DIR keeps the embedded database (PGlite) and the file naming its lock's holder. */
export function embeddedDbDir(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Takes the lock on DATA_DIR's embedded database or throws EmbeddedDatabaseBusyError; returns its release. */
export async function acquireEmbeddedLock(dataDir: string): Promise<() => void> {
  const pidPath = join(dataDir, 'db.lock');
  const dbDir = embeddedDbDir(dataDir);
  const server = await bind(embeddedLockName(dbDir));
  if (server === 'busy') {
    throw new EmbeddedDatabaseBusyError(
      `The embedded database in ${dbDir} is in use by a running docrec process${holderPid(pidPath)}. ` +
        'Stop that process first, or run every process against PostgreSQL with DATABASE_URL.',
    );
  }
  writeFileSync(pidPath, String(process.pid)); // overwrites whatever a dead holder left
  return () => {
    try {
      if (readFileSync(pidPath, 'utf8') === String(process.pid)) unlinkSync(pidPath);
    } catch {
      // already gone
    }
    server.close();
  };
}
