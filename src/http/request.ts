// uWS's HttpRequest is stack-allocated and dies at the first await: copy what we need at once.
import type { HttpRequest } from 'uWebSockets.js';

export interface RequestCopy {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
}

export function copyRequest(req: HttpRequest): RequestCopy {
  const headers: Record<string, string> = {};
  req.forEach((key, value) => {
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  });
  return {
    method: req.getCaseSensitiveMethod().toUpperCase(),
    path: req.getUrl(),
    query: new URLSearchParams(req.getQuery() ?? ''),
    headers,
  };
}
