// The frame around every view of the dashboard: the HTML head with its assets and, on signed-in
// views, the navigation, the live/test switch and sign-out.
import { html, type Html } from './html.js';
import { assetUrl, dashboardAssets } from './assets.js';
import type { DashboardSession } from './session.js';

type Section = 'overview' | 'documents' | 'api-keys' | 'webhooks';

const sections: Array<{ id: Section; href: string; label: string }> = [
  { id: 'overview', href: '/dashboard/overview', label: 'Overview' },
  { id: 'documents', href: '/dashboard/documents', label: 'Documents' },
  { id: 'api-keys', href: '/dashboard/settings/api-keys', label: 'Settings → API Keys' },
  { id: 'webhooks', href: '/dashboard/settings/webhooks', label: 'Settings → Webhooks' },
];

function head(title: string): Html {
  const { script, style } = dashboardAssets();
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · docrec</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetUrl(style)}"><script type="module" src="${assetUrl(script)}"></script></head>`;
}

/** A hidden field with the session's CSRF token, for every form that changes something. */
export const csrfField = (session: DashboardSession) => html`<input type="hidden" name="csrf" value="${session.csrfToken}">`;

export function frame(session: DashboardSession, active: Section, title: string, body: Html): Html {
  const other = session.mode === 'live' ? 'test' : 'live';
  return html`${head(title)}<body>
<header class="top">
  <a class="brand" href="/dashboard/overview">docrec</a>
  <nav aria-label="Main">${sections.map(
    (s) => html`<a href="${s.href}"${s.id === active ? html` aria-current="page"` : ''}>${s.label}</a>`,
  )}</nav>
  <div class="who">
    <form class="inline" method="post" action="/dashboard/mode">${csrfField(session)}<input type="hidden" name="mode" value="${other}">
      <span>Mode: <strong data-testid="mode">${session.mode}</strong></span>
      <button class="secondary" type="submit">Switch to ${other}</button></form>
    <span>${session.email} · ${session.accountName}</span>
    <form class="inline" method="post" action="/dashboard/sign-out">${csrfField(session)}<button class="secondary" type="submit">Sign out</button></form>
  </div>
</header>
${session.mode === 'test' ? html`<div class="test-banner" role="status">Test mode: you are looking at test data (test keys, test documents, the test webhook secret). Live data is not shown.</div>` : ''}
<main>${body}</main>
</body></html>`;
}

/** Views without a session: sign-in and error pages. */
export function bareFrame(title: string, body: Html): Html {
  return html`${head(title)}<body><main class="signin">${body}</main></body></html>`;
}
