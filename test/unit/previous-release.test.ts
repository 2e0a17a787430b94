// The rolling-upgrade test finds the release it upgrades from by its tag, or, in a clone without
// tags, by the commit the README's changelog records: both must name the same commit.
import { describe, expect, it } from 'vitest';
import { changelogReleases, git, previousRelease } from '../support/previous-release.js';

describe('the previous release', () => {
  it('is recorded in the changelog with a commit this clone has, matching its tag where there is one', () => {
    const recorded = changelogReleases();
    expect(recorded.length).toBeGreaterThan(0);
    for (const { version, commit } of recorded) {
      const full = git('rev-parse', '--verify', `${commit}^{commit}`);
      const tagged = git('tag', '--list', version);
      if (tagged) expect(git('rev-parse', `${version}^{commit}`), `${version} tag vs changelog`).toBe(full);
    }
    expect(recorded.map((r) => r.version)).toContain(previousRelease().version);
  });

  it('reads release lines only under the Changelog heading', () => {
    const readme =
      '## Other\n### v9.9.9 — 2026-01-01, commit abcdef1\n## Changelog\n### v0.3.0 — unreleased\n### v0.2.0 — 2026-11-27, commit 1234567\n';
    expect(changelogReleases(readme)).toEqual([{ version: 'v0.2.0', commit: '1234567' }]);
  });
});
