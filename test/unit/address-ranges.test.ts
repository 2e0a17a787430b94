// TRUST_PROXY's entries: IPv4 and IPv6 addresses and CIDRs, IPv4-mapped peers matching IPv4
// entries, and a one-line start-up error for anything else.
import { describe, expect, it } from 'vitest';
import { AddressRangeError, AddressRanges } from '../../src/domain/address-ranges.js';
import { parseIpAddress } from '../../src/domain/ip-address.js';
import { loadConfig } from '../../src/config/config.js';

describe('parseIpAddress', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6 (as the IPv4 address)', () => {
    expect(parseIpAddress('192.0.2.7')?.text).toBe('192.0.2.7');
    expect(parseIpAddress('2001:DB8::1')?.text).toBe('2001:db8::1');
    expect(parseIpAddress('::ffff:127.0.0.1')?.text).toBe('127.0.0.1');
    expect(parseIpAddress('0000:0000:0000:0000:0000:ffff:7f00:0001')?.text).toBe('127.0.0.1');
    expect(Buffer.from(parseIpAddress('1:2:3:4:5:6:7.8.9.10')!.bytes).toString('hex')).toBe('000100020003000400050006' + '0708090a');
    expect(Buffer.from(parseIpAddress('fe80::1')!.bytes).toString('hex')).toBe('fe80' + '0'.repeat(27) + '1');
  });

  it('refuses what is not an address', () => {
    for (const bad of ['', 'unknown', '_hidden', '1.2.3', '1.2.3.256', '[::1]', '192.0.2.1:80', 'example.com']) {
      expect(parseIpAddress(bad), bad).toBeUndefined();
    }
  });
});

describe('AddressRanges', () => {
  const ranges = AddressRanges.parse('127.0.0.1, 10.0.0.0/8,172.16.0.0/12,2001:db8:a::/48,::1');

  it('matches single addresses and CIDR blocks of both families', () => {
    expect(ranges.contains('127.0.0.1')).toBe(true);
    expect(ranges.contains('127.0.0.2')).toBe(false);
    expect(ranges.contains('10.255.3.4')).toBe(true);
    expect(ranges.contains('11.0.0.1')).toBe(false);
    expect(ranges.contains('172.31.255.255')).toBe(true);
    expect(ranges.contains('172.32.0.0')).toBe(false);
    expect(ranges.contains('2001:db8:a:ffff::9')).toBe(true);
    expect(ranges.contains('2001:db8:b::9')).toBe(false);
    expect(ranges.contains('::1')).toBe(true);
    expect(ranges.contains('not an address')).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 peer against IPv4 entries', () => {
    expect(ranges.contains('::ffff:127.0.0.1')).toBe(true);
    expect(ranges.contains('::ffff:10.1.2.3')).toBe(true);
    expect(ranges.contains('::ffff:127.0.0.2')).toBe(false);
  });

  it('takes /0 as everything of its family and keeps the entries as written', () => {
    const all = AddressRanges.parse('0.0.0.0/0');
    expect(all.contains('203.0.113.9')).toBe(true);
    expect(all.contains('2001:db8::1')).toBe(false);
    expect(all.entries).toEqual(['0.0.0.0/0']);
  });

  it('names the entry it refuses', () => {
    expect(() => AddressRanges.parse('10.0.0.0/8,proxy')).toThrow(AddressRangeError);
    expect(() => AddressRanges.parse('10.0.0.0/8,proxy')).toThrow(/"proxy"/);
    expect(() => AddressRanges.parse('10.0.0.0/x')).toThrow(/prefix/);
    expect(() => AddressRanges.parse('::1/200')).toThrow(/0-128/);
  });

  it('is TRUST_PROXY in the configuration, undefined when unset', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy?.contains('10.9.9.9')).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8;127.0.0.1' })).toThrow(/TRUST_PROXY/);
  });
});
