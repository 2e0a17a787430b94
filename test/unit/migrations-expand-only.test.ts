// Migrations across a rolling upgrade (README "Upgrades"): while the previous release and this one
// serve one database, this release's new migrations may only expand the schema (add tables,
// columns with defaults, indexes; backfill). Dropping or renaming what the previous release reads
// waits for a later release, and says so: `// contract: unused since vX.Y.Z`, where vX.Y.Z is no
// newer than the release being upgraded from. Released migrations are never edited.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownMigrations } from '../../src/store/migrate.js';
import { changedSince, git, previousRelease, repoRoot } from '../support/previous-release.js';

const dir = 'src/store/migrations';
const release = previousRelease();
const released = git('ls-tree', '--name-only', `${release.commit}:${dir}`).split('\n').filter(Boolean);
const current = readdirSync(join(repoRoot, dir)).filter((f) => f.endsWith('.ts'));
const CONTRACTING = [
  /\.(dropTable|dropColumn|dropConstraint|dropIndex|renameColumn|renameTo|alterColumn|setNotNull)\(/,
  /\b(drop\s+(table|column|index|constraint|type)|rename\s+(to|column)|set\s+not\s+null|alter\s+column\s+\w+\s+(set\s+data\s+)?type)\b/i,
];
const versionNumber = (v: string) =>
  v
    .slice(1)
    .split('.')
    .reduce((n, part) => n * 1000 + Number(part), 0);

describe(`migrations since the previous release (${release.version})`, () => {
  it('leaves every released migration as it was', () => {
    const touched = changedSince(release.commit, dir).map((path) => path.slice(dir.length + 1));
    expect(touched.filter((f) => released.includes(f))).toEqual([]);
  });

  it('registers every migration file, in order', () => {
    expect(current.map((f) => f.replace(/\.ts$/, ''))).toEqual(knownMigrations);
  });

  it('only expands the schema, unless a contract step names a release already left behind', () => {
    for (const file of current.filter((f) => !released.includes(f))) {
      const text = readFileSync(join(repoRoot, dir, file), 'utf8');
      const contract = /\/\/ contract: unused since (v\d+\.\d+\.\d+)/.exec(text)?.[1];
      if (contract)
        expect(versionNumber(contract), `${file} contracts what ${release.version} may still use`).toBeLessThanOrEqual(
          versionNumber(release.version),
        );
      else for (const pattern of CONTRACTING) expect(text, `${file} contracts the schema`).not.toMatch(pattern);
    }
  });

  it('recognises a contracting step when it sees one', () => {
    for (const sample of [
      "db.schema.alterTable('documents').dropColumn('x')",
      'ALTER TABLE documents RENAME COLUMN a TO b',
      'alter column x set not null',
    ])
      expect(CONTRACTING.some((p) => p.test(sample))).toBe(true);
    expect(CONTRACTING.some((p) => p.test("db.schema.alterTable('documents').addColumn('y', 'text')"))).toBe(false);
  });
});
