// Sign-in, sign-out, the live/test switch, the dashboard's root and its static files.
import { html } from '../html.js';
import { bareFrame } from '../frame.js';
import { redirect, sendHtml, notFound } from '../respond.js';
import { clearedSessionCookie, securityHeaders, sessionCookie } from '../security.js';
import { currentSession } from '../session.js';
import { SESSION_MAX_MS, SIGNIN_MAX_FAILURES, signIn, signOut } from '../../services/accounts/dashboard-sessions.js';
import { setSessionMode } from '../../store/users-repo.js';
import { dashboardAssets } from '../assets.js';
import type { DashboardCall, SignedInCall } from '../dashboard-call.js';

function signInView(message: string | null, email = '') {
  return bareFrame(
    'Sign in',
    html`<h1>Sign in to docrec</h1>
<div class="card">
${message ? html`<p class="alert" role="alert">${message}</p>` : ''}
<form method="post" action="/dashboard/sign-in">
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${email}">
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  <div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="muted">First time? The first start of the server printed the password of <code>admin@localhost</code>. Lost it? Run <code>docrec users reset-password --email admin@localhost</code> on the server.</p>
</div>`,
  );
}

export async function root({ ctx, deps }: DashboardCall): Promise<void> {
  const session = await currentSession(deps.database.db, ctx.req.headers);
  redirect(ctx, session ? '/dashboard/overview' : '/dashboard/sign-in');
}

export function showSignIn({ ctx }: DashboardCall): void {
  sendHtml(ctx, 200, signInView(null));
}

export async function submitSignIn({ ctx, deps, form, clientAddress }: DashboardCall): Promise<void> {
  const email = form.get('email') ?? '';
  const result = await signIn(deps.database.db, { email, password: form.get('password') ?? '', clientAddress });
  if (result.kind === 'signed-in') {
    return redirect(ctx, '/dashboard/overview', { 'Set-Cookie': sessionCookie(deps.config, result.token, SESSION_MAX_MS / 1000) });
  }
  if (result.kind === 'throttled') {
    const minutes = result.retryAfterMinutes;
    const message = `Too many failed sign-ins (more than ${SIGNIN_MAX_FAILURES} in 15 minutes). Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    return sendHtml(ctx, 429, signInView(message, email), { 'Retry-After': String(minutes * 60) });
  }
  // One answer for an unknown email and a wrong password.
  sendHtml(ctx, 401, signInView('The email or the password is wrong. Check both and try again.', email));
}

export async function submitSignOut({ ctx, deps, session }: SignedInCall): Promise<void> {
  await signOut(deps.database.db, session.token);
  // Clear-Site-Data also drops anything the browser kept of the signed-in views.
  redirect(ctx, '/dashboard/sign-in', { 'Set-Cookie': clearedSessionCookie(deps.config), 'Clear-Site-Data': '"cache"' });
}

export async function switchMode({ ctx, deps, session, form }: SignedInCall): Promise<void> {
  const mode = form.get('mode') === 'test' ? 'test' : 'live';
  await setSessionMode(deps.database.db, session.tokenHash, mode);
  // Back to the same section; a document of the other mode would be a 404 there.
  const referer = ctx.req.headers.referer ?? '';
  const section = /^https?:\/\/[^/]+(\/dashboard\/(?:overview|documents|settings\/api-keys|settings\/webhooks))(?:[/?#]|$)/.exec(
    referer,
  )?.[1];
  redirect(ctx, section ?? '/dashboard/overview');
}

export function serveAsset({ ctx, params }: DashboardCall): void {
  const asset = dashboardAssets().byName.get(params.name!);
  if (!asset) throw notFound();
  ctx.send(200, asset.body, {
    ...securityHeaders,
    'Content-Type': asset.type,
    // The name changes with the content: a year, never revalidated.
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
}
