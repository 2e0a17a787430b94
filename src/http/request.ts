// uWS's HttpRequest is stack-allocated and dies at the first await: copy what we need at once.
import type { HttpRequest } from 'uWebSockets.js';
import type { AddressRanges } from '../domain/address-ranges.js';
import { clientAddress } from '../domain/client-address.js';

export interface RequestCopy {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The client's address: the socket peer, or what trusted proxies forwarded (TRUST_PROXY). */
  clientAddress: string;
}

/** Peers' addresses in canonical form (without TRUST_PROXY the client is the peer): parsed once per peer. */
const canonicalPeers = new Map<string, string>();
const CANONICAL_PEERS_MAX = 4096;

function canonicalPeer(peer: string): string {
  let text = canonicalPeers.get(peer);
  if (text === undefined) {
    text = clientAddress(peer, {}, undefined);
    if (canonicalPeers.size >= CANONICAL_PEERS_MAX) canonicalPeers.clear();
    canonicalPeers.set(peer, text);
  }
  return text;
}

/** `peer` is the socket's remote address as text (the response's, which uWS keeps for the request). */
export function copyRequest(req: HttpRequest, peer: string, trustedProxies: AddressRanges | undefined): RequestCopy {
  const headers: Record<string, string> = {};
  req.forEach((key, value) => {
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  });
  // The query string is copied now (uWS's request dies at the first await) and parsed when read.
  const rawQuery = req.getQuery() ?? '';
  let query: URLSearchParams | undefined;
  return {
    method: req.getCaseSensitiveMethod().toUpperCase(),
    path: req.getUrl(),
    get query() {
      return (query ??= new URLSearchParams(rawQuery));
    },
    headers,
    // Without trusted proxies no header can change who the client is: no walk over them.
    clientAddress: trustedProxies === undefined ? canonicalPeer(peer) : clientAddress(peer, headers, trustedProxies),
  };
}
