// IP addresses as bytes, so that a range check is a prefix comparison and an IPv4 client seen
// through a dual-stack socket (`::ffff:127.0.0.1`) is the same client as `127.0.0.1`.
import { isIP, isIPv4 } from 'node:net';

export interface IpAddress {
  /** 4 bytes for IPv4 (IPv4-mapped IPv6 included), 16 for IPv6. */
  readonly bytes: Uint8Array;
  /** The address as text: dotted IPv4, or lower-case IPv6 as given. */
  readonly text: string;
}

/** Parses an IPv4 or IPv6 address (no port, no brackets); undefined when it is not one. */
export function parseIpAddress(raw: string): IpAddress | undefined {
  const text = raw.trim().toLowerCase();
  if (isIPv4(text)) return { bytes: Uint8Array.from(text.split('.').map(Number)), text };
  if (isIP(text) !== 6) return undefined;
  const bytes = ipv6Bytes(text);
  if (isIpv4Mapped(bytes)) {
    const v4 = bytes.subarray(12);
    return { bytes: Uint8Array.from(v4), text: v4.join('.') };
  }
  return { bytes, text };
}

function isIpv4Mapped(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/** 16 bytes of a text node:net already accepted as IPv6 (so the shape is known to be valid). */
function ipv6Bytes(text: string): Uint8Array {
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) stands for the last two groups.
  const groups = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((w) => w.toString(16)).join(':'),
  );
  const [head, rest] = groups.split('::') as [string, string | undefined];
  const words = (part: string | undefined) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const front = words(head);
  const back = words(rest);
  const zeros = Array<number>(8 - front.length - back.length).fill(0);
  const bytes = new Uint8Array(16);
  [...front, ...zeros, ...back].forEach((word, i) => {
    bytes[i * 2] = word >> 8;
    bytes[i * 2 + 1] = word & 0xff;
  });
  return bytes;
}
