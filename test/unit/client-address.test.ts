// The walk that finds a request's client behind reverse proxies (TRUST_PROXY): from the right,
// past trusted hops, to the first untrusted one; headers from an untrusted peer are ignored.
import { describe, expect, it } from 'vitest';
import { AddressRanges } from '../../src/domain/address-ranges.js';
import { clientAddress, forwardedHops } from '../../src/domain/client-address.js';

const trusted = AddressRanges.parse('127.0.0.1,10.0.0.0/8,fd00::/8');

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }, undefined)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:127.0.0.1', {}, undefined)).toBe('127.0.0.1');
  });

  it('ignores the headers of a peer that is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.4', { 'x-forwarded-for': '203.0.113.9' }, trusted)).toBe('198.51.100.4');
    expect(clientAddress('198.51.100.4', { forwarded: 'for=203.0.113.9' }, trusted)).toBe('198.51.100.4');
  });

  it('takes the right-most untrusted hop, not the spoofable left-most one', () => {
    const headers = { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.5' };
    expect(clientAddress('127.0.0.1', headers, trusted)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.1.1.1', headers, trusted)).toBe('203.0.113.9');
  });

  it('reads several X-Forwarded-For headers (joined with ", " by the request copy)', () => {
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' }, trusted)).toBe('203.0.113.9');
  });

  it('is the peer when a trusted proxy forwarded nothing, the left-most hop when all are trusted', () => {
    expect(clientAddress('127.0.0.1', {}, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '10.0.0.2, 10.0.0.3' }, trusted)).toBe('10.0.0.2');
  });

  it('stops at the last trusted hop when the next one is not an address', () => {
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, unknown, 10.0.0.3' }, trusted)).toBe('10.0.0.3');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': 'garbage' }, trusted)).toBe('127.0.0.1');
  });

  it('handles IPv6 peers and hops', () => {
    expect(clientAddress('fd00::1', { 'x-forwarded-for': '2001:db8::7, fd12::2' }, trusted)).toBe('2001:db8::7');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '[2001:db8::8]:5000' }, trusted)).toBe('2001:db8::8');
  });

  it('reads RFC 7239 Forwarded, quoted IPv6 with a port included', () => {
    const forwarded = 'for=192.0.2.60;proto=http;by=203.0.113.43, For="[2001:db8:cafe::17]:4711", for=10.0.0.9';
    expect(clientAddress('127.0.0.1', { forwarded }, trusted)).toBe('2001:db8:cafe::17');
    expect(clientAddress('127.0.0.1', { forwarded: 'for=192.0.2.43:8080' }, trusted)).toBe('192.0.2.43');
    expect(clientAddress('127.0.0.1', { forwarded: 'for=unknown' }, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', { forwarded: 'for="_hidden", for=10.0.0.2' }, trusted)).toBe('10.0.0.2');
  });
});

describe('forwardedHops', () => {
  it('prefers X-Forwarded-For over Forwarded and strips quotes, brackets and ports', () => {
    expect(forwardedHops({ 'x-forwarded-for': ' 1.2.3.4 ,[::1]:80', forwarded: 'for=9.9.9.9' })).toEqual(['1.2.3.4', '::1']);
    expect(forwardedHops({ forwarded: 'proto=https, for="[::2]"' })).toEqual(['', '::2']);
    expect(forwardedHops({ 'x-forwarded-for': '[::3' })).toEqual(['']);
    expect(forwardedHops({})).toEqual([]);
  });
});
