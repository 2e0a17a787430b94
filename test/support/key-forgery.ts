// Near-valid API keys, built from fast-check's randomness so that a seed replays them exactly.
// The checksum is recomputed here from API.md's description (CRC32 of prefix + random part, as
// 6 base62 digits) rather than imported, so a forger's view and the server's are independent.
import { crc32 } from 'node:zlib';
import fc from 'fast-check';

export const keyPrefixes = ['svc_sk_', 'svc_rk_', 'svc_test_'] as const;
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function toBase62(value: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++, value = Math.floor(value / 62)) out = base62[value % 62]! + out;
  return out;
}

/** `body` (prefix + 30 random characters) with the checksum that makes it a well-formed key. */
export const withChecksum = (body: string): string => body + toBase62(crc32(body), 6);

/** The same key with a checksum that does not match (every other character kept). */
export function withWrongChecksum(key: string): string {
  const last = key.at(-1)!;
  return key.slice(0, -1) + base62[(base62.indexOf(last) + 1) % 62];
}

/** `key`'s prefix and first `keep` random characters, the rest new, with a valid checksum. */
export function changedSecret(key: string, tail: string, keep = 20): string {
  const prefixLength = key.indexOf('_', 4) + 1;
  const body = key.slice(0, prefixLength + keep) + tail.slice(0, 30 - keep);
  return withChecksum(body);
}

const randomPart = (length: number) => fc.string({ unit: fc.constantFrom(...base62), minLength: length, maxLength: length });
/** A well-formed key nobody created (right prefix, length and checksum). */
export const unknownKey = fc.tuple(fc.constantFrom(...keyPrefixes), randomPart(30)).map(([p, r]) => withChecksum(p + r));
/** Right shape, wrong checksum: what a typo or a forger without the checksum rule produces. */
export const forgedKey = unknownKey.map(withWrongChecksum);

/** Keys refused by their shape alone: wrong prefix, length or alphabet, unicode, very long. */
export const malformedKey = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom(...keyPrefixes, 'svc_', 'svc_xx_', 'SVC_SK_', 'sk_'), randomPart(36), fc.integer({ min: -8, max: 8 }))
    .map(([p, r, cut]) => p + (cut >= 0 ? r + r.slice(0, cut) : r.slice(0, cut))),
  fc
    .tuple(unknownKey, fc.nat(), fc.constantFrom('é', 'я', ' ', '-', '=', '\u200b'))
    .map(([k, at, ch]) => k.slice(0, at % k.length) + ch + k.slice((at % k.length) + 1)),
  fc.integer({ min: 100, max: 20_000 }).map((n) => `svc_sk_${'A'.repeat(n)}`),
);

/** Header-safe form of any string: its UTF-8 bytes as latin1 (what node:http puts on the wire). */
export const onTheWire = (s: string): string =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\0-\x08\n-\x1f\x7f]/g, '');
