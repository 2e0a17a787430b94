import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isForbiddenAddress, parseWebhookUrl, type LookupFn } from '../../src/webhooks/address-guard.js';

const resolvesTo =
  (...addresses: string[]): LookupFn =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const noLookup: LookupFn = async (host) => {
  throw new Error(`unexpected lookup of ${host}`);
};

async function check(raw: string, lookup: LookupFn = noLookup, allowPrivate = false) {
  const url = parseWebhookUrl(raw);
  expect(url, raw).not.toBeNull();
  return checkWebhookTarget(url!, { allowPrivate, lookup });
}

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.0.8',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.2.1',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::7f00:1',
    '::ffff:0:7f00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    '2001:2::1',
    'fec0::1',
    'not-an-ip',
    '',
  ])('forbids %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.0.1',
    '11.0.0.1',
    '223.255.255.255',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2620:0:860::1',
  ])('allows %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});

describe('parseWebhookUrl', () => {
  it.each(['ftp://x', '/relative', 'javascript:alert(1)', 'http://', 'not a url', 'file:///etc/passwd', ''])('rejects %j', (raw) => {
    expect(parseWebhookUrl(raw)).toBeNull();
  });

  it('accepts absolute http(s) URLs, credentials included', () => {
    expect(parseWebhookUrl('https://hooks.example.com/x?y=1')?.hostname).toBe('hooks.example.com');
    expect(parseWebhookUrl('http://user:pw@example.com:8080/')?.port).toBe('8080');
  });

  // WHATWG URL does the numeric-host normalisation the guard relies on.
  it.each(['http://2130706433/', 'http://0x7f000001/', 'http://017700000001/', 'http://127.1/', 'http://127.0.0.1./'])(
    'normalises %s to 127.0.0.1',
    (raw) => {
      expect(parseWebhookUrl(raw)?.hostname).toBe('127.0.0.1');
    },
  );
});

describe('checkWebhookTarget', () => {
  it.each([
    'http://127.0.0.1/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://017700000001/',
    'https://[fe80::1]:8443/',
    'http://[64:ff9b::a00:1]/',
  ])('refuses the literal %s without resolving', async (raw) => {
    expect(await check(raw)).toEqual({ ok: false, reason: 'forbidden address' });
  });

  it.each(['http://localhost/', 'http://LOCALHOST:8080/', 'http://localhost./', 'http://api.localhost/'])(
    'refuses %s by name',
    async (raw) => {
      expect(await check(raw)).toEqual({ ok: false, reason: 'forbidden address' });
    },
  );

  it('refuses a name when any resolved address is forbidden', async () => {
    expect(await check('https://evil.example/', resolvesTo('127.0.0.1'))).toMatchObject({ ok: false });
    expect(await check('https://mixed.example/', resolvesTo('93.184.215.14', '10.1.2.3'))).toMatchObject({ ok: false });
    expect(await check('https://v6.example/', resolvesTo('::ffff:169.254.169.254'))).toMatchObject({ ok: false });
  });

  it.each([
    ['http://8.8.8.8/', ['8.8.8.8']],
    ['https://1.1.1.1/hook', ['1.1.1.1']],
    ['https://[2606:4700::1111]/', ['2606:4700::1111']],
  ])('allows the public literal %s', async (raw, addresses) => {
    expect(await check(raw)).toEqual({ ok: true, addresses });
  });

  it('allows a name resolving to public addresses and returns them for pinning', async () => {
    const lookup = resolvesTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    expect(await check('https://hooks.example.com/in', lookup)).toEqual({
      ok: true,
      addresses: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    });
  });

  it('reports a name that does not resolve', async () => {
    const failing: LookupFn = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await check('https://nope.invalid/', failing)).toEqual({ ok: false, reason: 'cannot resolve host', unresolved: true });
    expect(await check('https://empty.example/', resolvesTo())).toEqual({ ok: false, reason: 'cannot resolve host', unresolved: true });
  });

  it('lets allowPrivate through everything resolvable', async () => {
    expect(await check('http://127.0.0.1:9000/', noLookup, true)).toEqual({ ok: true, addresses: ['127.0.0.1'] });
    expect(await check('http://[::1]/', noLookup, true)).toEqual({ ok: true, addresses: ['::1'] });
    expect(await check('http://localhost/', resolvesTo('127.0.0.1'), true)).toEqual({ ok: true, addresses: ['127.0.0.1'] });
    expect(await check('http://db.internal/', resolvesTo('10.0.0.5'), true)).toEqual({ ok: true, addresses: ['10.0.0.5'] });
  });
});
