// The dashboard's security rules of API.md in one place: response headers, the session cookie,
// and the Origin + CSRF check every state-changing request passes.
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config/config.js';
import type { RequestCopy } from '../http/request.js';

const SESSION_COOKIE = 'docrec_session';

const csp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Every dashboard answer carries these; views are never cached (the back button after sign-out shows nothing). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

export function sessionCookie(config: Config, token: string, maxAgeSeconds: number): string {
  const secure = config.publicUrl?.startsWith('https:') ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearedSessionCookie(config: Config): string {
  return sessionCookie(config, '', 0);
}

export function readSessionCookie(headers: Record<string, string>): string | undefined {
  for (const part of (headers.cookie ?? '').split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === SESSION_COOKIE) return part.slice(eq + 1) || undefined;
  }
  return undefined;
}

/** The origin state-changing requests must come from: PUBLIC_URL's, else the request's own host. */
function expectedOrigin(config: Config, req: RequestCopy): string | undefined {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return req.headers.host ? `http://${req.headers.host}` : undefined;
}

export function originAllowed(config: Config, req: RequestCopy): boolean {
  const origin = req.headers.origin;
  const expected = expectedOrigin(config, req);
  return origin !== undefined && expected !== undefined && origin === expected;
}

export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
