// Ids: a type prefix and a 26-character ULID (Crockford base32), monotonic within a process.
import { describe, expect, it } from 'vitest';
import { isId, newId, ulid, type IdPrefix } from '../../src/domain/ids.js';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The millisecond timestamp in a ULID's first 10 characters. */
function timeOf(id: string): number {
  const ulidPart = id.slice(id.indexOf('_') + 1);
  return [...ulidPart.slice(0, 10)].reduce((ms, ch) => ms * 32 + crockford.indexOf(ch), 0);
}

describe('newId', () => {
  it.each(['doc', 'evt', 'dlv', 'key', 'acct'] as IdPrefix[])('%s ids are the prefix and a 26-character ULID', (prefix) => {
    const id = newId(prefix);
    expect(id).toMatch(new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`));
    expect(isId(prefix, id)).toBe(true);
  });

  it('newId("doc") matches ^doc_[0-9A-HJKMNP-TV-Z]{26}$', () => {
    expect(newId('doc')).toMatch(/^doc_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('carries the creation time in its first 10 characters', () => {
    const before = Date.now();
    const id = newId('doc');
    const after = Date.now();
    expect(timeOf(id)).toBeGreaterThanOrEqual(before);
    expect(timeOf(id)).toBeLessThanOrEqual(after);
  });

  it('is strictly increasing as a string over 10,000 ids made in a tight loop', () => {
    const ids: string[] = [];
    for (let i = 0; i < 10_000; i++) ids.push(newId('doc'));
    let violations = 0;
    for (let i = 1; i < ids.length; i++) if (!(ids[i - 1]! < ids[i]!)) violations++;
    expect(violations).toBe(0);
    expect(new Set(ids).size).toBe(ids.length);
    // The loop is faster than the clock: many ids shared a millisecond and still sorted.
    expect(new Set(ids.map(timeOf)).size).toBeLessThan(ids.length);
  });

  it('stays monotonic across prefixes, since the ULID part sorts the same way', () => {
    const a = newId('evt').slice(4);
    const b = newId('dlv').slice(4);
    const c = newId('doc').slice(4);
    expect(a < b && b < c).toBe(true);
  });
});

describe('ulid', () => {
  it('keeps increasing when the clock goes backwards', () => {
    const first = ulid();
    const second = ulid(Date.now() - 60_000);
    const third = ulid(0);
    expect(first < second).toBe(true);
    expect(second < third).toBe(true);
    expect(third).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('sorts by time across milliseconds', () => {
    const later = ulid(Date.now() + 1000);
    expect(timeOf(later)).toBeGreaterThan(Date.now());
    expect(later < ulid(Date.now() + 2000)).toBe(true);
  });
});

describe('isId', () => {
  const good = newId('doc');

  it('accepts ids made by newId for their own prefix only', () => {
    expect(isId('doc', good)).toBe(true);
    expect(isId('evt', good)).toBe(false);
    expect(isId('acct', newId('acct'))).toBe(true);
    expect(isId('doc', 'doc_01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['prefix only', 'doc_'],
    ['no underscore', `doc${good.slice(4)}`],
    ['25 characters', good.slice(0, -1)],
    ['27 characters', `${good}0`],
    ['lower case', `doc_${good.slice(4).toLowerCase()}`],
    ['letter I', `doc_${'I'.repeat(26)}`],
    ['letter L', `doc_${'L'.repeat(26)}`],
    ['letter O', `doc_${'O'.repeat(26)}`],
    ['letter U', `doc_${'U'.repeat(26)}`],
    ['a space', `doc_ ${good.slice(5)}`],
    ['a path', 'doc_../../etc/passwd'],
    ['a prefix of another type', `docs_${good.slice(4)}`],
    ['another prefix', `evt_${good.slice(4)}`],
    ['a trailing newline', `${good}\n`],
  ])('rejects %s', (_what, value) => {
    expect(isId('doc', value)).toBe(false);
  });
});
