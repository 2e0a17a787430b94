// The HTTP server: one uWS catch-all route, our router, and the request pipeline
// (route → authenticate → rate limit → scope → handler), with every error answered from the
// error registry; /dashboard goes to the dashboard's router (src/dashboard/).
import type { Logger } from 'pino';
import { uWS } from './uws.js';
import { copyRequest } from './request.js';
import { BodySource } from './body-source.js';
import { RequestContext } from './context.js';
import { ANY_KEY, Router, type Route } from './router.js';
import { authenticate, requireScope } from './authenticate.js';
import { ApiError } from '../errors.js';
import { isBackendUnavailable } from '../observability/backend-errors.js';
import { withRequestQueryTimeout } from '../store/postgres-pool.js';
import type { AppDeps } from './deps.js';
import { createDashboard, isDashboardPath } from '../dashboard/dashboard-router.js';

export interface HttpServer {
  /** Resolves with the bound port (useful with PORT=0). */
  listen(host: string, port: number): Promise<number>;
  close(): void;
}

export function createHttpServer(deps: AppDeps, routes: Route[]): HttpServer {
  const router = new Router(routes);
  const app = uWS.App();
  let listenSocket: uWS.us_listen_socket | undefined;

  const dashboard = createDashboard(deps);
  app.any('/*', (res, req) => {
    const copy = copyRequest(req);
    // The dashboard is its own router with its own authentication (the session cookie): the
    // API below never reads the cookie, the dashboard never an Authorization header.
    if (isDashboardPath(copy.path)) {
      const body = copy.method === 'POST' ? new BodySource(res) : undefined;
      const ctx = new RequestContext(res, copy, body, deps.lifecycle);
      const clientAddress = Buffer.from(res.getRemoteAddressAsText()).toString();
      void dashboard(ctx, clientAddress).finally(() => observe(ctx, deps));
      return;
    }
    const body = router.readsBody(copy.method, copy.path) ? new BodySource(res) : undefined;
    const ctx = new RequestContext(res, copy, body, deps.lifecycle);
    // Every query a request makes is bounded at about a second (a hung PostgreSQL: 503, not a hang).
    withRequestQueryTimeout(() => handle(ctx, router, deps)).finally(() => observe(ctx, deps));
  });

  return {
    listen(host, port) {
      return new Promise((resolve, reject) => {
        app.listen(host, port, (socket) => {
          if (!socket) return reject(new Error(`cannot listen on ${host}:${port}`));
          listenSocket = socket;
          resolve(uWS.us_socket_local_port(socket));
        });
      });
    },
    close() {
      if (listenSocket) uWS.us_listen_socket_close(listenSocket);
      listenSocket = undefined;
    },
  };
}

async function handle(ctx: RequestContext, router: Router, deps: AppDeps): Promise<void> {
  try {
    await dispatch(ctx, router, deps);
    if (!ctx.finished) throw new Error(`handler for ${ctx.route} returned without replying`);
  } catch (err) {
    if (ctx.finished) {
      if (!(err instanceof ApiError)) logFailure(deps.logger, ctx, err);
      return;
    }
    // A refusal decided within the same tick the request arrived in (e.g. a cached key) would see
    // a body that came in the same packet as unread and close the connection; one turn of the
    // event loop lets uWS hand that body over, so a keep-alive client keeps its connection.
    if (ctx.body !== undefined && !ctx.body.ended) await new Promise((r) => setImmediate(r));
    if (ctx.finished) return;
    if (err instanceof ApiError) return ctx.error(err);
    if (isBackendUnavailable(err)) {
      deps.logger.warn({ requestId: ctx.requestId, err: String(err) }, 'backend unavailable');
      return ctx.error(new ApiError('service_unavailable', undefined, { headers: { 'Retry-After': '5' } }));
    }
    logFailure(deps.logger, ctx, err);
    return ctx.error(new ApiError('internal_error'));
  }
}

/** Served while draining: liveness, readiness (which then says 503) and metrics. */
const ALWAYS_SERVED = new Set(['/healthz', '/readyz', '/metrics']);

async function dispatch(ctx: RequestContext, router: Router, deps: AppDeps): Promise<void> {
  const { method, path } = ctx.req;
  const match = router.match(method, path);
  // No CORS: an OPTIONS (preflight) request is never honoured, whatever the path.
  if (method === 'OPTIONS' || match.kind === 'wrong-method') {
    const allow = match.kind === 'wrong-method' ? match.allow : match.kind === 'route' ? [match.route.method] : [];
    if (match.kind !== 'none') ctx.route = match.kind === 'route' ? match.route.path : match.path;
    throw new ApiError('method_not_allowed', undefined, { headers: { Allow: allow.join(', ') } });
  }
  if (match.kind === 'none') throw new ApiError('not_found');
  const { route, params } = match;
  ctx.route = route.path;
  // Shutting down: the load balancer learns it from /readyz; anything else is turned away, with
  // a hint to retry (on another instance, or this one once it is back).
  if (deps.lifecycle.draining && !ALWAYS_SERVED.has(route.path)) {
    throw new ApiError('service_unavailable', 'The server is shutting down.', { headers: { 'Retry-After': '5' } });
  }
  if (route.scope !== null) {
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
    if (route.scope !== ANY_KEY) requireScope(principal, route.scope);
  }
  await route.handler(ctx, params);
}

function observe(ctx: RequestContext, deps: AppDeps): void {
  const seconds = (performance.now() - ctx.startedAt) / 1000;
  const status = ctx.status === 0 ? 'aborted' : String(ctx.status);
  deps.metrics.httpRequests.inc({ route: ctx.route, method: ctx.req.method, status });
  deps.metrics.httpDuration.observe({ route: ctx.route, method: ctx.req.method }, seconds);
  deps.logger.info(
    { requestId: ctx.requestId, method: ctx.req.method, route: ctx.route, status, ms: Math.round(seconds * 1000) },
    'request',
  );
}

function logFailure(logger: Logger, ctx: RequestContext, err: unknown): void {
  logger.error({ requestId: ctx.requestId, route: ctx.route, err }, 'request failed');
}
