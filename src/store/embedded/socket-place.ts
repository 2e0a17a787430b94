// Where the embedded database's thread listens: a Unix socket, not a TCP port, so only processes
// that may enter DATA_DIR can reach it (the PostgreSQL protocol PGlite speaks has no password).
// pg names a socket <directory>/.s.PGSQL.<port>, so the socket is DATA_DIR/.s.PGSQL.5432 (the
// port is only part of the name). A socket path has at most 107 bytes: under a longer DATA_DIR
// the socket goes to a fresh private (0700) directory in the system's temporary directory.
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 5432;
/** sun_path's 108 bytes less the NUL and the ".new" of the name a thread listens on first (wire-server.ts). */
const MAX_SOCKET_PATH_BYTES = 103;

export interface SocketPlace {
  /** What pg connects with: the directory as host, the port that completes the socket's name. */
  connection: { host: string; port: number; user: string; database: string };
  path: string;
  /** Removes the socket (and its private directory, if it has one). */
  remove(): void;
}

function socketPath(dir: string): string {
  return join(dir, `.s.PGSQL.${PORT}`);
}

/**
 * The socket's place for DATA_DIR. Called holding the embedded lock: a socket file found there is
 * what a killed server left (no one else may listen there), so it is removed.
 */
export function socketPlace(dataDir: string): SocketPlace {
  let dir = dataDir;
  let ownDir = false;
  if (Buffer.byteLength(socketPath(dataDir)) > MAX_SOCKET_PATH_BYTES) {
    dir = mkdtempSync(join(tmpdir(), 'docrec-db-'));
    ownDir = true;
  }
  const path = socketPath(dir);
  const remove = () => {
    try {
      if (ownDir) rmSync(dir, { recursive: true, force: true });
      else unlinkSync(path);
    } catch {
      // already gone
    }
  };
  if (!ownDir) remove();
  return { connection: { host: dir, port: PORT, user: 'postgres', database: 'postgres' }, path, remove };
}
