// Builds a released version of docrec from git into a directory of its own, to run beside this
// one, once per commit (kept in the temp directory). What did not change since the release is
// borrowed from this checkout rather than rebuilt: node_modules when every package the release
// runs on is installed here at the same version, the native addon when native/ is the same. Only
// what runs is made: production packages, and JavaScript transpiled without a type check.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedSince, git, repoRoot, type Release } from './previous-release.js';
import { transpileRelease } from './release-transpile.js';

export interface ReleaseBuild {
  dir: string;
  cliPath: string;
  /** How the build was made, for the test's log. */
  borrowed: string[];
  /** Made by an earlier run (for the same commit) and kept. */
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
/** The build-tesseract.sh that made this checkout's native/tesseract, or '' when there is none. */
const builtHere = () =>
  existsSync(join(repoRoot, 'native/tesseract/.recipe')) ? readFileSync(join(repoRoot, 'native/build-tesseract.sh'), 'utf8') : '';

export async function buildRelease(release: Release): Promise<ReleaseBuild> {
  const dir = join(tmpdir(), `docrec-release-${release.commit.slice(0, 12)}`);
  const cliPath = join(dir, 'dist/src/cli.js');
  const marker = join(dir, '.docrec-release-built');
  if (existsSync(marker)) return { dir, cliPath, borrowed: JSON.parse(await readFile(marker, 'utf8')) as string[], cached: true };

  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar ${release.commit} | tar -x -C '${dir}'`], { cwd: repoRoot });
  const borrowed: string[] = [];
  const lockNow = JSON.parse(await readFile(join(repoRoot, 'package-lock.json'), 'utf8')) as PackageLock;
  if (runtimeLockedWithin(JSON.parse(git('show', `${release.commit}:package-lock.json`)) as PackageLock, lockNow)) {
    await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    borrowed.push('node_modules');
  } else {
    // Production packages only (the transpile below uses this checkout's TypeScript), from npm's
    // cache where this checkout's install left them: 101 packages instead of 464 for v0.1.0.
    run(dir, 'npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--omit=dev', '--prefer-offline']);
  }
  if (changedSince(release.commit, 'native').length === 0 && existsSync(join(repoRoot, 'native/build'))) {
    await symlink(join(repoRoot, 'native/build'), join(dir, 'native/build'), 'dir');
    borrowed.push('native/build');
  } else {
    // The release's addon is built from its own sources, against this checkout's libtesseract when
    // that is the same Tesseract version (the same library interface: build options and kernels
    // change speed, not what the addon calls), which saves compiling Tesseract (80 s on 2 idle cores).
    const version = tesseractVersion(builtHere());
    if (version && version === tesseractVersion(await readFile(join(dir, 'native/build-tesseract.sh'), 'utf8').catch(() => ''))) {
      await symlink(join(repoRoot, 'native/tesseract'), join(dir, 'native/tesseract'), 'dir');
      borrowed.push('native/tesseract');
    } else {
      run(dir, 'bash', ['native/build-tesseract.sh']);
    }
    run(dir, 'npm', ['run', 'build:native']);
  }
  await transpileRelease(dir);
  await writeFile(marker, JSON.stringify(borrowed));
  return { dir, cliPath, borrowed, cached: false };
}
