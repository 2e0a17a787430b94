// The manifest of a `docrec backup` directory: what it holds and the sha256 of every piece, so
// `docrec restore` can refuse a damaged or incomplete copy before it writes anything.
//
// Layout of DIR: manifest.json (written last: a copy without it is unfinished), database.tar.gz
// (PGlite's dumpDataDir of DATA_DIR/db) and files/<storage key> (uploads/…, generated/…).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeKey } from '../storage/storage-keys.js';

const FORMAT = 'docrec-backup';
const FORMAT_VERSION = 1;
export const DATABASE_FILE = 'database.tar.gz';
export const FILES_DIR = 'files';
const MANIFEST_FILE = 'manifest.json';

interface FileEntry {
  key: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  /** The last migration the database had: a newer docrec migrates it on its first start. */
  schema: string;
  createdAt: string;
  counts: { accounts: number; documents: number; pages: number; files: number };
  database: { file: string; bytes: number; sha256: string };
  files: FileEntry[];
}

export async function sha256Of(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

export async function writeManifest(dir: string, manifest: Omit<BackupManifest, 'format' | 'version'>): Promise<void> {
  const full: BackupManifest = { format: FORMAT, version: FORMAT_VERSION, ...manifest };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(full, null, 2)}\n`, { flag: 'wx' });
}

/** Reads DIR's manifest and checks every checksum; throws a message that names what is wrong. */
export async function readVerifiedManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new Error(err.code === 'ENOENT' ? `${dir} holds no ${MANIFEST_FILE}: not a docrec backup, or an unfinished one` : err.message);
  });
  const manifest = parseManifest(text, dir);
  await expectChecksum(join(dir, DATABASE_FILE), manifest.database, DATABASE_FILE);
  for (const file of manifest.files) await expectChecksum(join(dir, FILES_DIR, file.key), file, `${FILES_DIR}/${file.key}`);
  return manifest;
}

function parseManifest(text: string, dir: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new Error(`${join(dir, MANIFEST_FILE)} is not valid JSON`);
  }
  if (manifest?.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new Error(`${join(dir, MANIFEST_FILE)} is not a docrec backup manifest of version ${FORMAT_VERSION}`);
  }
  // The keys become paths under DATA_DIR on restore: only the shapes we write are accepted.
  if (!Array.isArray(manifest.files) || !manifest.files.every((f) => typeof f?.key === 'string' && isSafeKey(f.key))) {
    throw new Error(`${join(dir, MANIFEST_FILE)} lists a file with an invalid path`);
  }
  return manifest;
}

async function expectChecksum(path: string, expected: { bytes: number; sha256: string }, name: string): Promise<void> {
  const actual = await sha256Of(path).catch((err: NodeJS.ErrnoException) => {
    throw new Error(err.code === 'ENOENT' ? `the backup is incomplete: ${name} is missing` : err.message);
  });
  if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
    throw new Error(`the backup is damaged: ${name} does not match the sha256 in the manifest`);
  }
}
