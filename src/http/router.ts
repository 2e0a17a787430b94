// A small path-template router. uWS routes everything to one handler so that unknown paths
// (404) and known paths with a wrong method (405 + Allow) are answered in one place.
import type { Scope } from '../domain/scopes.js';
import type { RequestContext } from './context.js';

/** A route any valid key may call, whatever its scopes (GET /v1/languages). */
export const ANY_KEY = 'any_key';

export type Handler = (ctx: RequestContext, params: Record<string, string>) => Promise<void> | void;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Template with {name} segments, as in the OpenAPI document. */
  path: string;
  /** The scope an API key needs; 'any_key': any valid key; null: unauthenticated operational endpoints. */
  scope: Scope | typeof ANY_KEY | null;
  /** Reads a request body (the body is captured before authentication). */
  readsBody?: boolean;
  handler: Handler;
}

type Match =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[]; path: string }
  | { kind: 'none' };

interface Compiled {
  segments: string[];
  routes: Route[];
}

export class Router {
  private readonly compiled: Compiled[] = [];

  constructor(routes: Route[]) {
    for (const route of routes) {
      const existing = this.compiled.find((c) => c.segments.join('/') === route.path.slice(1));
      if (existing) existing.routes.push(route);
      else this.compiled.push({ segments: route.path.slice(1).split('/'), routes: [route] });
    }
  }

  match(method: string, path: string): Match {
    const parts = path.slice(1).split('/');
    for (const entry of this.compiled) {
      const params = matchSegments(entry.segments, parts);
      if (!params) continue;
      const route = entry.routes.find((r) => r.method === method);
      if (route) return { kind: 'route', route, params };
      return { kind: 'wrong-method', allow: entry.routes.map((r) => r.method), path: '/' + entry.segments.join('/') };
    }
    return { kind: 'none' };
  }
}

function matchSegments(template: string[], parts: string[]): Record<string, string> | null {
  if (template.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const t = template[i]!;
    const p = parts[i]!;
    if (t.startsWith('{')) {
      if (p === '') return null;
      try {
        params[t.slice(1, -1)] = decodeURIComponent(p);
      } catch {
        // Malformed percent-encoding: still this route (so a wrong method is a 405 with Allow),
        // with the raw segment as the value, which no id matches (the handler answers 404).
        params[t.slice(1, -1)] = p;
      }
    } else if (t !== p) return null;
  }
  return params;
}
