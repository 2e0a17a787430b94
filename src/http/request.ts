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

/** `peer` is the socket's remote address as text (the response's, which uWS keeps for the request). */
export function copyRequest(req: HttpRequest, peer: string, trustedProxies: AddressRanges | undefined): RequestCopy {
  const headers: Record<string, string> = {};
  req.forEach((key, value) => {
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  });
  return {
    method: req.getCaseSensitiveMethod().toUpperCase(),
    path: req.getUrl(),
    query: new URLSearchParams(req.getQuery() ?? ''),
    headers,
    clientAddress: clientAddress(peer, headers, trustedProxies),
  };
}
