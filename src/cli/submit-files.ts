// The files `docrec submit` sends: each FILE as given, and for a directory, the scans in it and
// its subdirectories (by extension, hidden entries skipped), in name order, so a folder of
// scans goes up without the notes and thumbnails-of-thumbnails that sit beside them.
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

const SCAN_EXTENSIONS = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff', '.bmp', '.gif', '.webp']);

export interface SubmitFile {
  path: string;
  size: number;
}

async function scansIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await scansIn(path)));
    else if (entry.isFile() && SCAN_EXTENSIONS.has(extname(entry.name).toLowerCase())) found.push(path);
  }
  return found;
}

/** Expands the arguments; a missing path or an empty directory is an error naming it. */
export async function filesToSubmit(args: string[]): Promise<SubmitFile[]> {
  const files: SubmitFile[] = [];
  for (const arg of args) {
    const info = await stat(arg).catch(() => undefined);
    if (!info) throw new Error(`${arg}: no such file or directory`);
    const paths = info.isDirectory() ? await scansIn(arg) : [arg];
    if (paths.length === 0) throw new Error(`${arg}: no scans (${[...SCAN_EXTENSIONS].join(' ')}) in this directory`);
    for (const path of paths) files.push({ path, size: path === arg ? info.size : (await stat(path)).size });
  }
  return files;
}
