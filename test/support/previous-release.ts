// The release a rolling upgrade starts from: the newest `v*` tag behind HEAD (HEAD's own tag, when
// HEAD is a release, is this release, not the previous one). Tags do not travel with every clone,
// so the README's changelog records each release's commit too and is read when no tag is found.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Release {
  version: string;
  commit: string;
}

export const git = (...args: string[]): string => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

const commitOf = (ref: string): string | undefined => {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    return undefined;
  }
};

/** `### v0.1.0 — 2026-11-26, commit 91c393e` lines under the README's "Changelog" heading, newest first. */
export function changelogReleases(readme = readFileSync(`${repoRoot}/README.md`, 'utf8')): { version: string; commit: string }[] {
  const section = readme.split(/^## Changelog$/m)[1] ?? '';
  return [...section.matchAll(/^### (v\d+\.\d+\.\d+)\b.*\bcommit ([0-9a-f]{7,40})\b/gm)].map((m) => ({ version: m[1]!, commit: m[2]! }));
}

export function previousRelease(): Release {
  const head = git('rev-parse', 'HEAD');
  const tagged = git('tag', '--list', 'v*', '--merged', 'HEAD', '--sort=-v:refname')
    .split('\n')
    .filter(Boolean)
    .map((tag) => ({ version: tag, commit: commitOf(tag)! }));
  const recorded = changelogReleases().map((r) => ({ version: r.version, commit: commitOf(r.commit) ?? r.commit }));
  const found = [...tagged, ...recorded].find((r) => r.commit !== head);
  if (!found) throw new Error('no previous release: neither a v* tag behind HEAD nor a changelog entry with a commit');
  if (!commitOf(found.commit)) {
    throw new Error(
      `release ${found.version} (commit ${found.commit}) is not in this clone: fetch the history (git fetch --unshallow --tags)`,
    );
  }
  return { version: found.version, commit: commitOf(found.commit)! };
}

/** Files under `dir` whose content differs between `commit` and the working tree (added ones included). */
export function changedSince(commit: string, dir: string): string[] {
  const differing = git('diff', '--name-only', commit, '--', dir).split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard', '--', dir).split('\n');
  return [...differing, ...untracked].filter(Boolean);
}
