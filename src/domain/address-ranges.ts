// A list of addresses and CIDR blocks (TRUST_PROXY: `127.0.0.1,10.0.0.0/8,fd00::/8`) and the
// question whether an address falls in one of them. An IPv4 entry also matches the same address
// written as IPv4-mapped IPv6, which is how a dual-stack socket reports an IPv4 peer.
import { parseIpAddress, type IpAddress } from './ip-address.js';

interface AddressRange {
  readonly bytes: Uint8Array;
  readonly prefixBits: number;
}

export class AddressRangeError extends Error {
  override name = 'AddressRangeError';
}

export class AddressRanges {
  private constructor(
    private readonly ranges: readonly AddressRange[],
    /** The entries as written, for logs and error messages. */
    readonly entries: readonly string[],
  ) {}

  /** Parses a comma list; throws AddressRangeError naming the first entry that is not an address or CIDR. */
  static parse(list: string): AddressRanges {
    const entries = list
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e !== '');
    if (entries.length === 0) throw new AddressRangeError('must list at least one address or CIDR');
    return new AddressRanges(Object.freeze(entries.map(parseRange)), Object.freeze(entries));
  }

  contains(address: IpAddress | string): boolean {
    const ip = typeof address === 'string' ? parseIpAddress(address) : address;
    if (ip === undefined) return false;
    return this.ranges.some((range) => range.bytes.length === ip.bytes.length && samePrefix(range.bytes, ip.bytes, range.prefixBits));
  }
}

function parseRange(entry: string): AddressRange {
  const [address, prefix, extra] = entry.split('/');
  const ip = parseIpAddress(address ?? '');
  if (ip === undefined || extra !== undefined) throw new AddressRangeError(`"${entry}" is not an IP address or CIDR`);
  const maxBits = ip.bytes.length * 8;
  if (prefix === undefined) return { bytes: ip.bytes, prefixBits: maxBits };
  // A mapped IPv4 entry (`::ffff:10.0.0.0/104`) counts its prefix over the IPv4 bits.
  const bits = Number(prefix) - (ip.bytes.length === 4 && address!.includes(':') ? 96 : 0);
  if (!/^\d{1,3}$/.test(prefix) || bits < 0 || bits > maxBits) {
    throw new AddressRangeError(`"${entry}" has a prefix length outside 0-${maxBits}`);
  }
  return { bytes: ip.bytes, prefixBits: bits };
}

function samePrefix(a: Uint8Array, b: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let i = 0; i < whole; i++) if (a[i] !== b[i]) return false;
  const rest = bits % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((a[whole] ?? 0) & mask) === ((b[whole] ?? 0) & mask);
}
