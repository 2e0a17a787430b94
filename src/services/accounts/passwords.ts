// Dashboard passwords: salted scrypt (node:crypto), parameters stored with each hash so they can
// be raised later without invalidating old hashes.
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const params = { N: 16384, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checked against when the email is unknown, so that an unknown email costs the same scrypt as a
 * wrong password and the two cannot be told apart by time.
 */
export const unknownUserHash = hashPassword(randomBytes(16).toString('hex'));

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated password (20 characters, ~115 bits), printed once by the CLI and the first start. */
export function generatePassword(): string {
  let out = '';
  for (let i = 0; i < 20; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** What a chosen password must satisfy; the message says what to do. */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'Use a password of at least 12 characters.';
  if (password.length > 1024) return 'Use a password of at most 1024 characters.';
  return null;
}
