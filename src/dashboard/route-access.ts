// Who may make a dashboard call: public routes run as they are; every other route needs a signed-in
// session, and every state change (a POST) must come from the dashboard's own origin and carry the
// session's CSRF token.
import { csrfMatches, originAllowed } from './security.js';
import { currentSession } from './session.js';
import { readForm } from './form-body.js';
import { DashboardError, redirect, sendJson, wantsJson } from './respond.js';
import type { DashboardCall, DashboardRoute } from './dashboard-call.js';

const refused = () =>
  new DashboardError(403, 'Request refused', 'The form was out of date or came from another site. Reload the page and send it again.');

export async function runRoute(route: DashboardRoute, call: DashboardCall): Promise<void> {
  const { ctx, deps } = call;
  const changes = route.method === 'POST';
  if (changes && !originAllowed(deps.config, ctx.req)) throw refused();
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
