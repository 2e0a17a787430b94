// PGlite is a single-process database: two processes opening DATA_DIR/db would corrupt it.
// A pid file next to it lets the second one (a CLI while the server runs) say so plainly.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class EmbeddedDatabaseBusyError extends Error {
  override name = 'EmbeddedDatabaseBusyError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws EmbeddedDatabaseBusyError; a lock left by a dead process is taken over. */
export function acquireEmbeddedLock(lockPath: string, dbDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database in ${dbDir} is in use by a running docrec process (pid ${pid}). ` +
            'Stop that process first, or run every process against PostgreSQL with DATABASE_URL.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new EmbeddedDatabaseBusyError(`Could not take the lock ${lockPath} on the embedded database.`);
}
