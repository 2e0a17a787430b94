// API key format of API.md "Authentication and scopes": prefix, ≥128 bits of base62 randomness,
// a checksum that refuses any single-character change, a sha256 hash, and the scope rules.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, keyHint, keyTypes, modeOf, parseApiKey, scopesFor, type KeyType } from '../../src/domain/api-keys.js';
import { allScopes } from '../../src/domain/scopes.js';

// Fixed seed so a failure replays as-is; FC_SEED=<n> explores other keys and flips.
const params = { seed: Number(process.env.FC_SEED ?? 20261121), numRuns: 2000 };
const prefixes: Record<KeyType, string> = { secret: 'svc_sk_', restricted: 'svc_rk_', test: 'svc_test_' };
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// Replacement characters: printable ASCII, a few controls and single-code-unit non-ASCII letters.
const replacements = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), '\0', '\n', '\t', 'é', 'я', 'Ω', '…'];

describe('generateApiKey', () => {
  it.each(keyTypes)('a %s key has its prefix, 30 base62 random characters and a 6-character checksum', (type) => {
    const key = generateApiKey(type);
    const prefix = prefixes[type];
    expect(key.startsWith(prefix)).toBe(true);
    expect(key.slice(prefix.length)).toMatch(/^[0-9A-Za-z]{36}$/);
    // 30 base62 characters carry 30·log2(62) ≈ 178.6 bits: at least the 128 API.md asks for.
    expect(30 * Math.log2(62)).toBeGreaterThanOrEqual(128);
    expect(parseApiKey(key)).toBe(type);
  });

  it('draws every random character uniformly from all 62 symbols', () => {
    const counts = new Map<string, number>();
    const n = 2000;
    for (let i = 0; i < n; i++) {
      for (const ch of generateApiKey('secret').slice(7, 37)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...base62].sort().join(''));
    // 60,000 draws: each symbol expects ~968 (σ ≈ 31); ±25% is ~8σ, so only a broken generator fails.
    const expected = (n * 30) / 62;
    for (const c of counts.values()) expect(Math.abs(c - expected)).toBeLessThan(expected * 0.25);
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 5000 }, () => generateApiKey('test')));
    expect(keys.size).toBe(5000);
  });
});

describe('parseApiKey', () => {
  it('returns null for anything that is not a well-formed key', () => {
    const good = generateApiKey('secret');
    for (const bad of [
      '',
      'svc_sk_',
      'svc_xx_' + good.slice(7),
      good.slice(0, -1),
      good + 'A',
      good.toUpperCase(),
      ' ' + good,
      good + '\n',
      'Bearer ' + good,
      good.replace('svc_sk_', 'svc_rk_'),
      good.replace('svc_sk_', 'svc_test_'),
      'svc_sk_' + '0'.repeat(36),
    ]) {
      expect(parseApiKey(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('refuses every single-character change to a key (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keyTypes), fc.nat(), fc.nat(), (type, positionSeed, replacementSeed) => {
        const key = generateApiKey(type);
        const position = positionSeed % key.length;
        let replacement = replacements[replacementSeed % replacements.length]!;
        if (replacement === key[position]) replacement = replacement === 'A' ? 'B' : 'A';
        const flipped = key.slice(0, position) + replacement + key.slice(position + 1);
        expect(flipped).toHaveLength(key.length);
        expect(flipped).not.toBe(key);
        expect(parseApiKey(flipped)).toBeNull();
      }),
      params,
    );
  });

  it.each(keyTypes)('refuses every base62 substitution at every position of a %s key (exhaustive)', (type) => {
    const key = generateApiKey(type);
    let tried = 0;
    for (let position = 0; position < key.length; position++) {
      for (const ch of base62) {
        if (ch === key[position]) continue;
        const flipped = key.slice(0, position) + ch + key.slice(position + 1);
        if (parseApiKey(flipped) !== null) throw new Error(`accepted ${flipped} (from ${key}, position ${position})`);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(key.length * 60);
  });

  it('refuses two adjacent characters swapped', () => {
    for (const type of keyTypes) {
      const key = generateApiKey(type);
      for (let i = prefixes[type].length; i < key.length - 1; i++) {
        if (key[i] === key[i + 1]) continue;
        const swapped = key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
        expect(parseApiKey(swapped), swapped).toBeNull();
      }
    }
  });
});

describe('hashApiKey', () => {
  it('is the sha256 hex digest of the key', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const key = generateApiKey('restricted');
    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('keyHint and modeOf', () => {
  it('shows the prefix and the last four characters only', () => {
    const key = generateApiKey('test');
    expect(keyHint(key)).toBe(`svc_test_…${key.slice(-4)}`);
    expect(keyHint(generateApiKey('secret'))).toMatch(/^svc_sk_…[0-9A-Za-z]{4}$/);
  });

  it('maps test keys to test mode and the others to live', () => {
    expect(modeOf('test')).toBe('test');
    expect(modeOf('secret')).toBe('live');
    expect(modeOf('restricted')).toBe('live');
  });
});

describe('scopesFor', () => {
  it('gives a secret key all four scopes, whatever was asked', () => {
    expect(scopesFor('secret', undefined)).toEqual([...allScopes]);
    expect(scopesFor('secret', ['documents:read'])).toEqual([...allScopes]);
    expect(allScopes).toHaveLength(4);
  });

  it('requires at least one scope for a restricted key and keeps those chosen', () => {
    expect(() => scopesFor('restricted', undefined)).toThrow(/scope/);
    expect(() => scopesFor('restricted', [])).toThrow(/scope/);
    expect(scopesFor('restricted', ['documents:read'])).toEqual(['documents:read']);
    expect(scopesFor('restricted', ['documents:write', 'account:read'])).toEqual(['documents:write', 'account:read']);
  });

  it('defaults a test key to all four and keeps a chosen subset', () => {
    expect(scopesFor('test', undefined)).toEqual([...allScopes]);
    expect(scopesFor('test', [])).toEqual([...allScopes]);
    expect(scopesFor('test', ['webhooks:manage'])).toEqual(['webhooks:manage']);
  });

  it('returns a fresh array the caller may not share by accident', () => {
    const a = scopesFor('secret', undefined);
    a.pop();
    expect(scopesFor('secret', undefined)).toHaveLength(4);
  });
});
