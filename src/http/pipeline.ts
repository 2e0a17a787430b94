// The one request pipeline every surface (surface.ts) goes through: copy the request, build its
// context, bound its database queries, route it on its surface, turn it away while draining, run
// it, answer any error the surface's way, then log and count it.
import type { HttpRequest, HttpResponse } from 'uWebSockets.js';
import { serviceUnavailable } from '../errors.js';
import { isBackendUnavailable } from '../observability/backend-errors.js';
import { withRequestQueryTimeout } from '../store/postgres-pool.js';
import { copyRequest } from './request.js';
import { BodySource } from './body-source.js';
import { RequestContext } from './context.js';
import { RequestMetrics } from './request-metrics.js';
import type { AppDeps } from './deps.js';
import type { Surface } from './surface.js';

type PipelineDeps = Pick<AppDeps, 'logger' | 'metrics' | 'lifecycle' | 'config'>;

/** The handler of every uWS request: the first surface that owns the path serves it, the last one any other. */
export function requestPipeline(
  deps: PipelineDeps,
  surfaces: ReadonlyArray<Surface<unknown>>,
): (res: HttpResponse, req: HttpRequest) => void {
  const last = surfaces.at(-1);
  if (!last) throw new Error('the HTTP server needs at least one surface');
  const metrics = new RequestMetrics(deps.metrics);
  return (res, req) => {
    const copy = copyRequest(req, Buffer.from(res.getRemoteAddressAsText()).toString(), deps.config.trustProxy);
    const surface = surfaces.find((s) => s.owns(copy.path)) ?? last;
    const body = surface.readsBody(copy.method, copy.path) ? new BodySource(res) : undefined;
    const ctx = new RequestContext(res, copy, body, deps.lifecycle);
    // Every query a request makes is bounded at about a second (a hung PostgreSQL: 503, not a hang).
    void withRequestQueryTimeout(() => handle(ctx, surface, deps)).finally(() => observe(ctx, deps, metrics));
  };
}

async function handle(ctx: RequestContext, surface: Surface<unknown>, deps: PipelineDeps): Promise<void> {
  try {
    const routed = surface.route(ctx);
    // Shutting down: the load balancer learns it from /readyz; anything else is turned away, with
    // a hint to retry (on another instance, or this one once it is back).
    if (deps.lifecycle.draining && !routed.servedWhileDraining) throw serviceUnavailable(surface.drainingMessage);
    await routed.run();
    if (!ctx.finished) throw new Error(`handler for ${ctx.route} returned without replying`);
  } catch (err) {
    await answerFailure(ctx, surface, deps, err);
  }
}

async function answerFailure(ctx: RequestContext, surface: Surface<unknown>, deps: PipelineDeps, err: unknown): Promise<void> {
  if (ctx.finished) {
    // Answered (or aborted) already: a refusal needs nothing more, a failure is still worth a log line.
    if (!surface.isRefusal(err)) logFailure(deps, ctx, err);
    return;
  }
  // A refusal decided within the same tick the request arrived in (e.g. a cached key) would see
  // a body that came in the same packet as unread and close the connection; one turn of the
  // event loop lets uWS hand that body over, so a keep-alive client keeps its connection.
  if (ctx.body !== undefined && !ctx.body.ended) await new Promise((r) => setImmediate(r));
  if (ctx.finished) return;
  if (surface.isRefusal(err)) return surface.sendError(ctx, err);
  if (isBackendUnavailable(err)) {
    deps.logger.warn({ requestId: ctx.requestId, route: ctx.route, err: String(err) }, 'backend unavailable');
    return surface.sendError(ctx, serviceUnavailable(surface.unavailableMessage));
  }
  logFailure(deps, ctx, err);
  return surface.sendError(ctx, surface.internalError());
}

function observe(ctx: RequestContext, deps: PipelineDeps, metrics: RequestMetrics): void {
  const seconds = (performance.now() - ctx.startedAt) / 1000;
  const status = ctx.status === 0 ? 'aborted' : String(ctx.status);
  metrics.record(ctx.route, ctx.req.method, status, seconds);
  // Level checked first: below info (LOG_LEVEL=warn…) the line's object is not even built.
  if (!deps.logger.isLevelEnabled('info')) return;
  deps.logger.info(
    {
      requestId: ctx.requestId,
      method: ctx.req.method,
      route: ctx.route,
      status,
      ms: Math.round(seconds * 1000),
      client: ctx.req.clientAddress,
    },
    'request',
  );
}

function logFailure(deps: PipelineDeps, ctx: RequestContext, err: unknown): void {
  deps.logger.error({ requestId: ctx.requestId, route: ctx.route, err }, 'request failed');
}
