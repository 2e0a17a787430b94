// Builds a released version of docrec from git into a directory of its own, to run beside this
// one. What did not change since the release is borrowed from this checkout rather than rebuilt:
// node_modules when every package the release locked is installed here at the same version, the
// native addon when native/ is the same.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedSince, git, repoRoot, type Release } from './previous-release.js';

export interface ReleaseBuild {
  dir: string;
  cliPath: string;
  /** How the build was made, for the test's log. */
  borrowed: string[];
}

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });

interface PackageLock {
  packages: Record<string, { version?: string }>;
}
const lockedWithin = (release: PackageLock, now: PackageLock) =>
  Object.entries(release.packages).every(([path, entry]) => path === '' || now.packages[path]?.version === entry.version);

export async function buildRelease(release: Release): Promise<ReleaseBuild> {
  const dir = join(tmpdir(), `docrec-release-${release.commit.slice(0, 12)}`);
  const cliPath = join(dir, 'dist/src/cli.js');
  const marker = join(dir, '.docrec-release-built');
  if (existsSync(marker)) return { dir, cliPath, borrowed: JSON.parse(await readFile(marker, 'utf8')) as string[] };

  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar ${release.commit} | tar -x -C '${dir}'`], { cwd: repoRoot });
  const borrowed: string[] = [];
  const lockNow = JSON.parse(await readFile(join(repoRoot, 'package-lock.json'), 'utf8')) as PackageLock;
  if (lockedWithin(JSON.parse(git('show', `${release.commit}:package-lock.json`)) as PackageLock, lockNow)) {
    await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    borrowed.push('node_modules');
  } else {
    run(dir, 'npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  }
  if (changedSince(release.commit, 'native').length === 0 && existsSync(join(repoRoot, 'native/build'))) {
    await symlink(join(repoRoot, 'native/build'), join(dir, 'native/build'), 'dir');
    borrowed.push('native/build');
  } else {
    run(dir, 'bash', ['native/build-tesseract.sh']);
    run(dir, 'npm', ['run', 'build:native']);
  }
  run(dir, process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
  await writeFile(marker, JSON.stringify(borrowed));
  return { dir, cliPath, borrowed };
}
