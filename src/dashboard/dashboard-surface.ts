// The dashboard under /dashboard, as a surface of the HTTP server (src/http/surface.ts): its own
// routes, its own authentication (the session cookie, never an API key; route-access.ts) and its
// errors as HTML views, or JSON for the browser script. It never reads an Authorization header.
import { ApiError } from '../errors.js';
import type { AppDeps } from '../http/deps.js';
import { Router, type Route } from '../http/router.js';
import type { Surface } from '../http/surface.js';
import { DashboardError, redirect, sendError } from './respond.js';
import { runRoute } from './route-access.js';
import type { DashboardRoute } from './dashboard-call.js';
import { dashboardRoutes } from './routes.js';

const isDashboardPath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

export function dashboardSurface(deps: AppDeps): Surface<DashboardError | ApiError> {
  const byRoute = new Map<Route, DashboardRoute>();
  const routes = dashboardRoutes().map((r) => {
    const route: Route = { method: r.method, path: r.path, scope: null, readsBody: r.method === 'POST', handler: () => {} };
    byRoute.set(route, r);
    return route;
  });
  const router = new Router(routes);

  return {
    owns: isDashboardPath,
    readsBody: (method) => method === 'POST',
    route(ctx) {
      const { clientAddress } = ctx.req;
      // An address typed with a trailing slash (`/dashboard/`) goes to the page without it.
      const { method, path } = ctx.req;
      if ((method === 'GET' || method === 'HEAD') && path.endsWith('/')) {
        const query = ctx.req.query.toString();
        return { servedWhileDraining: true, run: () => redirect(ctx, path.replace(/\/+$/, '') + (query ? `?${query}` : '')) };
      }
      const match = router.match(method === 'HEAD' ? 'GET' : method, path);
      if (match.kind === 'wrong-method') {
        ctx.route = match.path;
        throw new DashboardError(405, 'Method not allowed', 'Use the links and buttons of the dashboard.');
      }
      if (match.kind === 'none') throw new DashboardError(404, 'Not found', 'This page does not exist. Start again from the Overview.');
      const route = byRoute.get(match.route)!;
      ctx.route = route.path;
      return {
        servedWhileDraining: false,
        run: () => runRoute(route, { ctx, deps, params: match.params, form: new URLSearchParams(), clientAddress }),
      };
    },
    drainingMessage: 'The server is shutting down. Try again in a few seconds.',
    unavailableMessage: 'The database is unreachable. Try again in a few seconds.',
    isRefusal: (err) => err instanceof DashboardError || err instanceof ApiError,
    sendError,
    internalError: () =>
      new DashboardError(
        500,
        'Something went wrong',
        'The error was logged. Try again; if it keeps happening, tell the operator the time it happened.',
      ),
  };
}
