// The dashboard under /dashboard: its own routes, its own authentication (the session cookie,
// never an API key) and, before any state change, the Origin and CSRF checks.
import { ApiError } from '../errors.js';
import { isBackendUnavailable } from '../observability/backend-errors.js';
import type { RequestContext } from '../http/context.js';
import type { AppDeps } from '../http/deps.js';
import { Router, type Route } from '../http/router.js';
import { csrfMatches, originAllowed } from './security.js';
import { currentSession, type DashboardSession } from './session.js';
import { readForm } from './form-body.js';
import { DashboardError, redirect, sendError, sendJson, wantsJson } from './respond.js';
import { dashboardRoutes } from './routes.js';

export interface DashboardCall {
  ctx: RequestContext;
  deps: AppDeps;
  params: Record<string, string>;
  /** The parsed form of a POST with `body: 'form'`. */
  form: URLSearchParams;
  clientAddress: string;
}

export interface SignedInCall extends DashboardCall {
  session: DashboardSession;
}

export type DashboardRoute =
  | { method: 'GET' | 'POST'; path: string; access: 'public'; body?: 'form'; handler: (call: DashboardCall) => Promise<void> | void }
  | {
      method: 'GET' | 'POST';
      path: string;
      access: 'session';
      body?: 'form' | 'upload';
      handler: (call: SignedInCall) => Promise<void> | void;
    };

export const isDashboardPath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

const refused = () =>
  new DashboardError(403, 'Request refused', 'The form was out of date or came from another site. Reload the page and send it again.');

export function createDashboard(deps: AppDeps) {
  const byRoute = new Map<Route, DashboardRoute>();
  const routes = dashboardRoutes().map((r) => {
    const route: Route = { method: r.method, path: r.path, scope: null, readsBody: r.method === 'POST', handler: () => {} };
    byRoute.set(route, r);
    return route;
  });
  const router = new Router(routes);

  async function run(ctx: RequestContext, clientAddress: string): Promise<void> {
    // An address typed with a trailing slash (`/dashboard/`) goes to the page without it.
    const { method, path } = ctx.req;
    if ((method === 'GET' || method === 'HEAD') && path.endsWith('/')) {
      const query = ctx.req.query.toString();
      return redirect(ctx, path.replace(/\/+$/, '') + (query ? `?${query}` : ''));
    }
    const match = router.match(ctx.req.method === 'HEAD' ? 'GET' : ctx.req.method, ctx.req.path);
    if (match.kind === 'wrong-method') {
      ctx.route = match.path;
      throw new DashboardError(405, 'Method not allowed', 'Use the links and buttons of the dashboard.');
    }
    if (match.kind === 'none') throw new DashboardError(404, 'Not found', 'This page does not exist. Start again from the Overview.');
    const route = byRoute.get(match.route)!;
    ctx.route = route.path;
    if (deps.lifecycle.draining)
      throw new ApiError('service_unavailable', 'The server is shutting down. Try again in a few seconds.', {
        headers: { 'Retry-After': '5' },
      });
    const changes = route.method === 'POST';
    if (changes && !originAllowed(deps.config, ctx.req)) throw refused();
    const call: DashboardCall = { ctx, deps, params: match.params, form: new URLSearchParams(), clientAddress };
    if (route.access === 'public') {
      if (route.body === 'form') call.form = await readForm(ctx);
      return route.handler(call);
    }
    const session = await currentSession(deps.database.db, ctx.req.headers);
    if (!session) {
      if (wantsJson(ctx))
        return sendJson(ctx, 401, { error: { code: 'signed_out', message: 'You are signed out. Reload the page and sign in.' } });
      return redirect(ctx, '/dashboard/sign-in');
    }
    if (changes) {
      // A form carries the token as a field; an upload (multipart, read later) in a header or the query.
      if (route.body === 'form') call.form = await readForm(ctx);
      const given =
        route.body === 'form'
          ? (call.form.get('csrf') ?? undefined)
          : (ctx.req.headers['x-csrf-token'] ?? ctx.req.query.get('csrf') ?? undefined);
      if (!csrfMatches(session.csrfToken, given)) throw refused();
    }
    return route.handler({ ...call, session });
  }

  return async function handleDashboard(ctx: RequestContext, clientAddress: string): Promise<void> {
    try {
      await run(ctx, clientAddress);
    } catch (err) {
      if (ctx.finished) return;
      if (ctx.body !== undefined && !ctx.body.ended) await new Promise((r) => setImmediate(r));
      if (err instanceof DashboardError || err instanceof ApiError) return sendError(ctx, err);
      if (isBackendUnavailable(err))
        return sendError(
          ctx,
          new ApiError('service_unavailable', 'The database is unreachable. Try again in a few seconds.', {
            headers: { 'Retry-After': '5' },
          }),
        );
      deps.logger.error({ requestId: ctx.requestId, route: ctx.route, err }, 'dashboard request failed');
      sendError(
        ctx,
        new DashboardError(
          500,
          'Something went wrong',
          'The error was logged. Try again; if it keeps happening, tell the operator the time it happened.',
        ),
      );
    }
  };
}
