// The API's surface: every path of the route table (routes.ts) under an API key — route →
// authenticate → rate limit → scope → handler — and every error as JSON from the error registry.
// The API never reads the dashboard's session cookie.
import { ApiError } from '../errors.js';
import { ANY_KEY, Router, type Route } from './router.js';
import { buildRoutes } from './routes.js';
import { authenticate, requireScope } from './authenticate.js';
import type { RequestContext } from './context.js';
import type { AppDeps } from './deps.js';
import type { Surface } from './surface.js';

/** Served while draining: liveness, readiness (which then says 503) and metrics. */
const ALWAYS_SERVED = new Set(['/healthz', '/readyz', '/metrics']);

export function apiSurface(deps: AppDeps): Surface<ApiError> {
  const router = new Router(buildRoutes(deps));
  // The pipeline asks readsBody and then, at once, route for the same request: one match serves
  // both. route() takes it (its params are that request's own), so no other request ever sees it.
  let last: { method: string; path: string; match: ReturnType<Router['match']> } | undefined;
  const matchOnce = (method: string, path: string, take: boolean) => {
    const match = last?.method === method && last.path === path ? last.match : router.match(method, path);
    last = take ? undefined : { method, path, match };
    return match;
  };
  return {
    owns: () => true,
    readsBody(method, path) {
      const match = matchOnce(method, path, false);
      return match.kind === 'route' && match.route.readsBody === true;
    },
    route(ctx) {
      const { method, path } = ctx.req;
      const match = matchOnce(method, path, true);
      // No CORS: an OPTIONS (preflight) request is never honoured, whatever the path.
      if (method === 'OPTIONS' || match.kind === 'wrong-method') {
        const allow = match.kind === 'wrong-method' ? match.allow : match.kind === 'route' ? [match.route.method] : [];
        if (match.kind !== 'none') ctx.route = match.kind === 'route' ? match.route.path : match.path;
        throw new ApiError('method_not_allowed', undefined, { headers: { Allow: allow.join(', ') } });
      }
      if (match.kind === 'none') throw new ApiError('not_found');
      const { route, params } = match;
      ctx.route = route.path;
      return {
        servedWhileDraining: ALWAYS_SERVED.has(route.path),
        run: async () => {
          if (route.scope !== null) await authorize(ctx, route.scope, deps);
          await route.handler(ctx, params);
        },
      };
    },
    drainingMessage: 'The server is shutting down.',
    unavailableMessage: undefined,
    isRefusal: (err) => err instanceof ApiError,
    sendError: (ctx, err) => ctx.error(err),
    internalError: () => new ApiError('internal_error'),
  };
}

/** The key, its rate limit (the X-RateLimit-* headers on every reply from here on) and the route's scope. */
async function authorize(ctx: RequestContext, scope: NonNullable<Route['scope']>, deps: AppDeps): Promise<void> {
  const principal = await authenticate(ctx.req.headers.authorization, deps.principals);
  ctx.principal = principal;
  const decision = await deps.limiter.take(`${principal.accountId}:${principal.mode}`, principal.limits.requestsPerMinute);
  ctx.headers['X-RateLimit-Limit'] = String(decision.limit);
  ctx.headers['X-RateLimit-Remaining'] = String(decision.remaining);
  ctx.headers['X-RateLimit-Reset'] = String(decision.resetAt);
  ctx.rateRemaining = decision.remaining;
  if (!decision.allowed) {
    throw new ApiError('rate_limit_exceeded', undefined, { headers: { 'Retry-After': String(decision.retryAfter) } });
  }
  if (scope !== ANY_KEY) requireScope(principal, scope);
}
