// Builds a released version of docrec from git into a directory of its own, to run beside this
// one, kept in the temp directory for the next run (per commit and checkout). What did not change
// since the release is borrowed from this checkout rather than rebuilt: node_modules when every
// package the release runs on is installed here at the same version, the native addon when
// native/ is the same, else libtesseract when it is the same Tesseract version. Only what runs
// is made: production packages, and JavaScript transpiled without a type check.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedSince, git, repoRoot, type Release } from './previous-release.js';
import { transpileRelease } from './release-transpile.js';

export interface ReleaseBuild {
  dir: string;
  cliPath: string;
  /** What was borrowed from this checkout, for the test's log. */
  borrowed: string[];
  /** Made by an earlier run (same commit, checkout and borrowings) and kept. */
  cached: boolean;
}

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });

interface PackageLock {
  packages: Record<string, { version?: string; dev?: boolean }>;
}
/** Whether every package the release needs at run time (not its dev tools) is here at its version. */
const runtimeLockedWithin = (release: PackageLock, now: PackageLock) =>
  Object.entries(release.packages).every(([path, entry]) => path === '' || entry.dev || now.packages[path]?.version === entry.version);

const tesseractVersion = (script: string) => /^version=(\S+)$/m.exec(script)?.[1];
const showAt = (commit: string, path: string) => {
  try {
    return git('show', `${commit}:${path}`);
  } catch {
    return '';
  }
};

/** What of this checkout the release can use as it is now (decided before building, to check a kept build against). */
function borrowable(commit: string): string[] {
  const lockNow = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as PackageLock;
  const modules = runtimeLockedWithin(JSON.parse(showAt(commit, 'package-lock.json')) as PackageLock, lockNow);
  if (changedSince(commit, 'native').length === 0 && existsSync(join(repoRoot, 'native/build'))) {
    return modules ? ['node_modules', 'native/build'] : ['native/build'];
  }
  // The release's addon is then built from its own sources, against this checkout's libtesseract
  // when that is the same Tesseract version (the same library interface: build options and kernels
  // change speed, not what the addon calls), which saves compiling Tesseract (80 s on 2 idle cores).
  const here = existsSync(join(repoRoot, 'native/tesseract/.recipe'))
    ? tesseractVersion(readFileSync(join(repoRoot, 'native/build-tesseract.sh'), 'utf8'))
    : undefined;
  const tesseract = here !== undefined && here === tesseractVersion(showAt(commit, 'native/build-tesseract.sh'));
  return [...(modules ? ['node_modules'] : []), ...(tesseract ? ['native/tesseract'] : [])];
}

export async function buildRelease(release: Release): Promise<ReleaseBuild> {
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
  const dir = join(tmpdir(), `docrec-release-${release.commit.slice(0, 12)}-${checkout}`);
  const cliPath = join(dir, 'dist/src/cli.js');
  const marker = join(dir, '.docrec-release-built');
  const borrowed = borrowable(release.commit);
  const kept = existsSync(marker) && (await readFile(marker, 'utf8')) === JSON.stringify(borrowed);
  if (kept) return { dir, cliPath, borrowed, cached: true };

  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar ${release.commit} | tar -x -C '${dir}'`], { cwd: repoRoot });
  for (const path of borrowed) await symlink(join(repoRoot, path), join(dir, path), 'dir');
  if (!borrowed.includes('node_modules')) {
    // Production packages only (the transpile below uses this checkout's TypeScript), from npm's
    // cache where this checkout's install left them: 101 packages instead of 464 for v0.1.0.
    run(dir, 'npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--omit=dev', '--prefer-offline']);
  }
  if (!borrowed.includes('native/build')) {
    if (!borrowed.includes('native/tesseract')) run(dir, 'bash', ['native/build-tesseract.sh']);
    run(dir, 'npm', ['run', 'build:native']);
  }
  await transpileRelease(dir);
  await writeFile(marker, JSON.stringify(borrowed));
  return { dir, cliPath, borrowed, cached: false };
}
