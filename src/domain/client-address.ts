// Who sent a request, when reverse proxies stand between the client and us (TRUST_PROXY). Each
// proxy appends the address it received the request from to X-Forwarded-For (or Forwarded), so
// the list reads client, proxy 1, proxy 2… and only its right end was written by proxies we
// trust: anything to the left of the first untrusted hop may have been made up by the client.
import type { AddressRanges } from './address-ranges.js';
import { parseIpAddress } from './ip-address.js';

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy; then the right-most
 * forwarded hop that is not a trusted proxy. A hop that is not an address (`unknown`, an
 * obfuscated `_name`) ends the walk at the last trusted hop, so no free text becomes a client.
 */
export function clientAddress(peer: string, headers: Readonly<Record<string, string>>, trusted: AddressRanges | undefined): string {
  const peerIp = parseIpAddress(peer);
  let client = peerIp?.text ?? peer;
  if (trusted === undefined || peerIp === undefined || !trusted.contains(peerIp)) return client;
  const hops = forwardedHops(headers);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = parseIpAddress(hops[i]!);
    if (hop === undefined) return client;
    client = hop.text;
    if (!trusted.contains(hop)) return client;
  }
  return client;
}

/**
 * The forwarded hops, left to right. X-Forwarded-For is what most proxies (nginx, HAProxy, cloud
 * load balancers) write; RFC 7239's Forwarded is read when no X-Forwarded-For came. Several
 * headers of one name arrive joined with ", " (request.ts), which is the list separator of both.
 */
export function forwardedHops(headers: Readonly<Record<string, string>>): string[] {
  const xff = headers['x-forwarded-for'];
  if (xff !== undefined) return xff.split(',').map(hostOf);
  const forwarded = headers.forwarded;
  if (forwarded === undefined) return [];
  return forwarded.split(',').map((element) => {
    const pair = element
      .split(';')
      .map((p) => p.trim())
      .find((p) => p.toLowerCase().startsWith('for='));
    return pair === undefined ? '' : hostOf(pair.slice(4));
  });
}

/** The address of one hop: unquoted, without brackets and port (`"[2001:db8::1]:4711"`, `192.0.2.1:80`). */
function hostOf(hop: string): string {
  const text = hop.trim().replace(/^"(.*)"$/, '$1');
  if (text.startsWith('[')) return text.includes(']') ? text.slice(1, text.indexOf(']')) : '';
  // One colon is an IPv4 address with a port; IPv6 has at least two.
  return text.split(':').length === 2 ? text.slice(0, text.indexOf(':')) : text;
}
