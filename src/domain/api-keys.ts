// API key format (API.md): type prefix + 30 base62 characters of randomness (~178 bits) +
// 6 base62 characters of CRC32 checksum, as GitHub tokens do. The checksum lets us refuse a
// mistyped or forged key before any database lookup, and lets secret scanners spot leaked keys.
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Scope } from './scopes.js';
import { allScopes } from './scopes.js';

export const keyTypes = ['secret', 'restricted', 'test'] as const;
export type KeyType = (typeof keyTypes)[number];
export type Mode = 'live' | 'test';

const prefixes: Record<KeyType, string> = { secret: 'svc_sk_', restricted: 'svc_rk_', test: 'svc_test_' };
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomLength = 30;
const checksumLength = 6;

export function isKeyType(value: string): value is KeyType {
  return (keyTypes as readonly string[]).includes(value);
}

export function modeOf(type: KeyType): Mode {
  return type === 'test' ? 'test' : 'live';
}

function toBase62(value: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = base62[value % 62]! + out;
    value = Math.floor(value / 62);
  }
  return out;
}

function checksum(body: string): string {
  return toBase62(crc32(body), checksumLength);
}

export function generateApiKey(type: KeyType): string {
  let random = '';
  for (let i = 0; i < randomLength; i++) random += base62[randomInt(62)];
  const body = prefixes[type] + random;
  return body + checksum(body);
}

/** The key's type when its shape and checksum are right, else null; no I/O. */
export function parseApiKey(key: string): KeyType | null {
  for (const type of keyTypes) {
    const prefix = prefixes[type];
    if (!key.startsWith(prefix)) continue;
    if (key.length !== prefix.length + randomLength + checksumLength) return null;
    const rest = key.slice(prefix.length);
    for (const ch of rest) if (!base62.includes(ch)) return null;
    const body = key.slice(0, key.length - checksumLength);
    return checksum(body) === key.slice(-checksumLength) ? type : null;
  }
  return null;
}

/** Only this digest is stored; the key itself is shown once. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What a listing shows of a key: its prefix and last four characters. */
export function keyHint(key: string): string {
  return `${key.slice(0, key.indexOf('_', 4) + 1)}…${key.slice(-4)}`;
}

/** Secret keys get every scope; restricted keys need at least one; test keys default to all. */
export function scopesFor(type: KeyType, requested: Scope[] | undefined): Scope[] {
  if (type === 'secret') return [...allScopes];
  if (type === 'restricted') {
    if (!requested || requested.length === 0) throw new Error('a restricted key needs --scopes');
    return requested;
  }
  return requested && requested.length > 0 ? requested : [...allScopes];
}
