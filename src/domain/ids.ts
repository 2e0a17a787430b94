// Ids are a type prefix plus a 26-character ULID (Crockford base32): sortable by creation time,
// so `ORDER BY id DESC` is "newest first" and a cursor is just an id.
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let lastTime = 0;
let lastRandom: number[] = [];

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = alphabet[ms % 32]! + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

function freshRandom(): number[] {
  return [...randomBytes(16)].map((b) => b % 32);
}

/** Monotonic within one process: ids made in the same millisecond still sort in creation order. */
export function ulid(now = Date.now()): string {
  if (now <= lastTime) {
    let i = 15;
    while (i >= 0 && lastRandom[i] === 31) lastRandom[i--] = 0;
    if (i < 0) lastRandom = freshRandom();
    else lastRandom[i]!++;
    now = lastTime;
  } else {
    lastTime = now;
    lastRandom = freshRandom();
  }
  return encodeTime(now) + lastRandom.map((d) => alphabet[d]).join('');
}

export type IdPrefix = 'doc' | 'evt' | 'dlv' | 'key' | 'acct' | 'user';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

const idShape = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(`${prefix}_`) && idShape.test(value.slice(prefix.length + 1));
}
