import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { originAllowed, readSessionCookie, sessionCookie } from '../../src/dashboard/security.js';

const request = (headers: Record<string, string>) => ({
  method: 'POST',
  path: '/dashboard/mode',
  query: new URLSearchParams(),
  headers,
  clientAddress: '127.0.0.1',
});

describe('dashboard cookie and origin rules', () => {
  it('marks the cookie Secure only when PUBLIC_URL is https', () => {
    expect(sessionCookie(loadConfig({ PUBLIC_URL: 'https://ocr.example.com/' }), 'tok', 60)).toBe(
      'docrec_session=tok; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=60; Secure',
    );
    expect(sessionCookie(loadConfig({}), 'tok', 60)).not.toContain('Secure');
  });

  it('takes the origin from PUBLIC_URL when set, else from the Host of the request', () => {
    const pub = loadConfig({ PUBLIC_URL: 'https://ocr.example.com' });
    expect(originAllowed(pub, request({ host: 'internal:8080', origin: 'https://ocr.example.com' }))).toBe(true);
    expect(originAllowed(pub, request({ host: 'internal:8080', origin: 'http://internal:8080' }))).toBe(false);
    const plain = loadConfig({});
    expect(originAllowed(plain, request({ host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' }))).toBe(true);
    expect(originAllowed(plain, request({ host: '127.0.0.1:8080', origin: 'null' }))).toBe(false);
    expect(originAllowed(plain, request({ host: '127.0.0.1:8080' }))).toBe(false);
  });

  it('reads the session cookie among others and ignores look-alikes', () => {
    expect(readSessionCookie({ cookie: 'a=1; docrec_session=abc; b=2' })).toBe('abc');
    expect(readSessionCookie({ cookie: 'xdocrec_session=abc' })).toBeUndefined();
    expect(readSessionCookie({})).toBeUndefined();
  });
});
