// Unauthenticated operational endpoints: liveness, readiness, metrics and the OpenAPI document.
import { openApiDocument } from '../openapi/openapi.js';
import { RETRY_LATER } from '../../errors.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';

const openApiJson = JSON.stringify(openApiDocument);

export function healthzHandler(ctx: RequestContext): void {
  ctx.json(200, { status: 'ok' });
}

export async function readyzHandler(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const [database, limiter] = await Promise.all([deps.database.ping(), deps.limiter.ready().catch(() => false)]);
  const checks = { database, limiter, workers: deps.processor.ready(), accepting: !deps.lifecycle.draining };
  const ready = Object.values(checks).every(Boolean);
  ctx.json(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks }, ready ? {} : RETRY_LATER);
}

export async function metricsHandler(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const text = await deps.metrics.registry.metrics();
  ctx.send(200, text, { 'Content-Type': deps.metrics.registry.contentType });
}

export function openApiHandler(ctx: RequestContext): void {
  ctx.send(200, openApiJson, { 'Content-Type': 'application/json; charset=utf-8' });
}
