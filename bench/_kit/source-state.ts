// Which code a result was measured on: the commit, and how many files under the given paths
// differed from it. The working tree is shared, so a run may measure changes nobody committed.
import { execFileSync } from 'node:child_process';
import { root } from './results.js';

type SourceState = { commit: string; changed: number } | { error: string };

export function sourceState(paths: readonly string[]): SourceState {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', ...paths)
      .split('\n')
      .filter(Boolean).length;
    return { commit: git('rev-parse', '--short', 'HEAD'), changed };
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0]! }; // not a clone, or no git installed
  }
}
