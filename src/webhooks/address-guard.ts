// SSRF guard for webhook targets (API.md "Webhooks"): checked at submission and again at
// delivery, where the dispatcher connects to one of the returned addresses (pinned) so a
// DNS answer that changes between check and connect cannot redirect it inside.

import { promises as dns } from 'node:dns';
import { isIP, isIPv4, isIPv6 } from 'node:net';

// [base, prefix length]. Documentation and benchmark ranges are forbidden too: nothing
// legitimate listens there, and an internal network may have reused them.
const V4_FORBIDDEN: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4], // 240/4 also covers 255.255.255.255
];
const V6_FORBIDDEN: ReadonlyArray<readonly [string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 32] /* Teredo */,
  ['2001:2::', 48] /* benchmarking */,
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['64:ff9b:1::', 48] /* local-use NAT64 */,
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
// Prefixes whose low 32 bits are an IPv4 address that the packet effectively goes to:
// IPv4-mapped, SIIT-translated, IPv4-compatible and well-known NAT64.
const V6_EMBEDDING_V4: ReadonlyArray<readonly [string, number]> = [
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function v6ToBigInt(ip: string): bigint {
  let s = ip.split('%')[0] ?? ''; // a zone id names an interface, not part of the address
  const tail: number[] = [];
  if (s.includes('.')) {
    const cut = s.lastIndexOf(':');
    const v4 = v4ToInt(s.slice(cut + 1));
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    s = s.endsWith('::', cut + 1) ? s.slice(0, cut + 1) : s.slice(0, cut);
  }
  const [head = '', rest] = s.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length - tail.length;
  const groups = [...left.map((g) => parseInt(g, 16)), ...Array<number>(zeros).fill(0), ...right.map((g) => parseInt(g, 16)), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

const v4Nets = V4_FORBIDDEN.map(([base, len]) => ({ base: v4ToInt(base), size: 2 ** (32 - len) }));
const toV6Net = ([base, len]: readonly [string, number]) => ({ base: v6ToBigInt(base), shift: BigInt(128 - len) });
const v6Nets = V6_FORBIDDEN.map(toV6Net);
const v6Embedding = V6_EMBEDDING_V4.map(toV6Net);
const inV6 = (n: bigint, net: { base: bigint; shift: bigint }) => n >> net.shift === net.base >> net.shift;

/** True for any address a webhook must not reach; also for anything that is not an IP. */
export function isForbiddenAddress(ip: string): boolean {
  if (isIPv4(ip)) {
    const n = v4ToInt(ip);
    return v4Nets.some((net) => n - (n % net.size) === net.base);
  }
  if (!isIPv6(ip)) return true; // fail closed
  const n = v6ToBigInt(ip);
  if (v6Nets.some((net) => inV6(n, net))) return true;
  if (v6Embedding.some((net) => inV6(n, net))) return isForbiddenAddress(bitsToV4(n));
  // 6to4 routes to the IPv4 address in bits 16..47.
  if (n >> 112n === 0x2002n) return isForbiddenAddress(bitsToV4(n >> 80n));
  return false;
}

/** The dotted IPv4 address in the low 32 bits. */
function bitsToV4(v: bigint): string {
  const n = Number(v & 0xffffffffn);
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** An absolute http(s) URL with a host, or null. Numeric hosts arrive normalised by WHATWG URL. */
export function parseWebhookUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname === '' ? null : url;
}

export type LookupFn = (host: string) => Promise<{ address: string; family: number }[]>;
// `unresolved` marks a name that did not resolve at all (as opposed to one that resolved to a
// forbidden address): callers may treat "cannot reach" differently from "must not reach".
type TargetCheck = { ok: true; addresses: string[] } | { ok: false; reason: string; unresolved?: true };

const systemLookup: LookupFn = (host) => dns.lookup(host, { all: true, verbatim: true });

export async function checkWebhookTarget(url: URL, opts: { allowPrivate: boolean; lookup?: LookupFn }): Promise<TargetCheck> {
  return checkWebhookHost(url.hostname.replace(/^\[(.*)\]$/, '$1'), opts);
}

/** The same check on a bare host name or IP (no brackets): what the dispatcher's connect asks. */
export async function checkWebhookHost(host: string, opts: { allowPrivate: boolean; lookup?: LookupFn }): Promise<TargetCheck> {
  if (isIP(host) !== 0) {
    return !opts.allowPrivate && isForbiddenAddress(host) ? { ok: false, reason: 'forbidden address' } : { ok: true, addresses: [host] };
  }
  // Resolvers (and /etc/hosts) may answer anything for these: refuse them by name.
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!opts.allowPrivate && (name === 'localhost' || name.endsWith('.localhost'))) {
    return { ok: false, reason: 'forbidden address' };
  }
  let answers: { address: string }[];
  try {
    answers = await (opts.lookup ?? systemLookup)(host);
  } catch {
    return { ok: false, reason: 'cannot resolve host', unresolved: true };
  }
  if (answers.length === 0) return { ok: false, reason: 'cannot resolve host', unresolved: true };
  const addresses = answers.map((a) => a.address);
  // Any bad answer refuses the whole name: the connect could pick any of them.
  if (!opts.allowPrivate && addresses.some(isForbiddenAddress)) {
    return { ok: false, reason: 'forbidden address' };
  }
  return { ok: true, addresses };
}
