// Settings → Webhooks: the mode's secret (hidden until revealed), rotate, the delivery log with
// its filters, one delivery's attempts, redeliver.
import { html, type Html } from '../html.js';
import { csrfField, frame } from '../frame.js';
import { notFound, redirect, sendHtml } from '../respond.js';
import { when } from '../format.js';
import { currentWebhookSecret } from '../../store/accounts-repo.js';
import { findDelivery, listAttempts, listDeliveries } from '../../store/deliveries-repo.js';
import { redeliver, rotateSecret } from '../../webhooks/webhook-settings.js';
import { isId } from '../../domain/ids.js';
import type { SignedInCall } from '../dashboard-call.js';

const statuses = ['pending', 'succeeded', 'failed'] as const;
const LIST_LIMIT = 25;

function secretCard(call: SignedInCall, shown: Html | null): Html {
  const { session } = call;
  return html`<h2>Signing secret (${session.mode})</h2><div class="card">
<p>Every delivery is signed with this secret (header <code>X-Service-Signature</code>); check it with <code>verifyWebhook</code> or <code>docrec verify-webhook</code>.</p>
${shown ?? html`<p class="muted">Hidden. Reveal it to copy it into your receiver's configuration.</p>`}
<div class="actions">
${shown ? '' : html`<form class="inline" method="post" action="/dashboard/settings/webhooks/reveal">${csrfField(session)}<button type="submit" class="secondary">Reveal secret</button></form>`}
<form class="inline" method="post" action="/dashboard/settings/webhooks/rotate">${csrfField(session)}<button type="submit">Rotate secret</button></form>
</div><p class="muted">Rotating makes a new secret at once; the old one keeps signing <code>X-Service-Signature-Previous</code> for 24 hours, time to update your receiver.</p></div>`;
}

async function deliveryLog(call: SignedInCall): Promise<Html> {
  const query = call.ctx.req.query;
  const status = statuses.find((s) => s === query.get('status'));
  const after = query.get('starting_after');
  const { rows, hasMore } = await listDeliveries(call.deps.database.db, call.session.owner, {
    limit: LIST_LIMIT,
    ...(status ? { status } : {}),
    ...(after && isId('dlv', after) ? { startingAfter: after } : {}),
  });
  const filter = (s: string | undefined, label: string) =>
    html`<a href="/dashboard/settings/webhooks${s ? `?status=${s}` : ''}"${s === status ? html` aria-current="true"` : ''}>${label}</a>`;
  const next = hasMore
    ? `/dashboard/settings/webhooks?${new URLSearchParams({ ...(status ? { status } : {}), starting_after: rows.at(-1)!.id })}`
    : null;
  return html`<h2>Delivery log</h2>
<p class="pager">Show: ${filter(undefined, 'all')} ${statuses.map((s) => filter(s, s))}</p>
${
  rows.length === 0
    ? html`<p class="muted">No deliveries${status ? html` with status ${status}` : ''} yet. A document uploaded with a <code>webhook_url</code> sends one when it finishes.</p>`
    : html`<div class="table-wrap"><table class="stack">
<thead><tr><th>Event</th><th>Status</th><th>Attempts</th><th>URL</th><th>Last attempt</th><th></th></tr></thead><tbody>
${rows.map(
  (
    d,
  ) => html`<tr><td data-label="Event"><a href="/dashboard/settings/webhooks/deliveries/${d.id}">${d.event}</a> <span class="muted mono">${d.document_id}</span></td><td data-label="Status" class="status status-${d.status}">${d.status}</td><td data-label="Attempts">${d.attempts}</td>
<td data-label="URL" class="mono">${d.url}</td><td data-label="Last attempt">${when(d.last_attempt_at)}${d.last_status_code ? html` · ${d.last_status_code}` : ''}</td>
<td><a href="/dashboard/settings/webhooks/deliveries/${d.id}">Details</a></td></tr>`,
)}</tbody></table></div>`
}
${next ? html`<p class="pager"><a href="${next}">Older deliveries →</a></p>` : ''}`;
}

async function webhooksView(call: SignedInCall, shown: Html | null): Promise<void> {
  const body = html`<h1>Webhooks <span class="muted">(${call.session.mode})</span></h1>${secretCard(call, shown)}${await deliveryLog(call)}`;
  sendHtml(call.ctx, 200, frame(call.session, 'webhooks', 'Webhooks', body));
}

export const showWebhooks = (call: SignedInCall) => webhooksView(call, null);

export async function revealSecret(call: SignedInCall): Promise<void> {
  const secret = await currentWebhookSecret(call.deps.database.db, call.session.owner.accountId, call.session.mode);
  await webhooksView(
    call,
    html`<code class="secret" id="webhook-secret" data-testid="webhook-secret">${secret}</code><button type="button" class="secondary" data-copy="webhook-secret" hidden>Copy</button>`,
  );
}

export async function rotate(call: SignedInCall): Promise<void> {
  const rotated = await rotateSecret(call.deps.database.db, call.session.owner);
  call.deps.logger.info(
    { requestId: call.ctx.requestId, accountId: call.session.owner.accountId, mode: call.session.mode, by: call.session.email },
    'webhook secret rotated in the dashboard',
  );
  await webhooksView(
    call,
    html`<p class="notice" role="status">New secret made. The previous one signs <code>X-Service-Signature-Previous</code> until ${when(rotated.previousExpiresAt)}.</p>
<code class="secret" id="webhook-secret" data-testid="webhook-secret">${rotated.secret}</code><button type="button" class="secondary" data-copy="webhook-secret" hidden>Copy</button>`,
  );
}

export async function showDelivery(call: SignedInCall): Promise<void> {
  const id = call.params.id!;
  const delivery = isId('dlv', id) ? await findDelivery(call.deps.database.db, call.session.owner, id) : undefined;
  if (!delivery) throw notFound();
  const attempts = await listAttempts(call.deps.database.db, delivery.id);
  const body = html`<p><a href="/dashboard/settings/webhooks">← Webhooks</a></p><h1>Delivery <span class="mono">${delivery.id}</span></h1>
<div class="card"><p>${delivery.event} for <a href="/dashboard/documents/${delivery.document_id}">${delivery.document_id}</a> to <span class="mono">${delivery.url}</span></p>
<p>Status <span class="status status-${delivery.status}" data-testid="delivery-status">${delivery.status}</span>${delivery.next_attempt_at && delivery.status === 'pending' ? html` · next attempt ${when(delivery.next_attempt_at)}` : ''}</p>
<form method="post" action="/dashboard/settings/webhooks/deliveries/${delivery.id}/redeliver">${csrfField(call.session)}<button type="submit">Redeliver now</button></form></div>
<h2>Attempts</h2>${
    attempts.length === 0
      ? html`<p class="muted">None yet.</p>`
      : html`<div class="table-wrap"><table><thead><tr><th>Attempt</th><th>When</th><th>Answer</th><th>Time</th></tr></thead><tbody>
${attempts.map((a) => html`<tr><td>${a.attempt}</td><td>${when(a.started_at)}</td><td>${a.status_code ?? ''} ${a.error ?? ''}</td><td>${a.duration_ms} ms</td></tr>`)}</tbody></table></div>`
  }`;
  sendHtml(call.ctx, 200, frame(call.session, 'webhooks', 'Delivery', body));
}

export async function redeliverNow(call: SignedInCall): Promise<void> {
  const row = await redeliver(call.deps.database.db, call.deps.webhooks, call.session.owner, call.params.id!);
  if (!row) throw notFound();
  redirect(call.ctx, `/dashboard/settings/webhooks/deliveries/${row.id}`);
}
