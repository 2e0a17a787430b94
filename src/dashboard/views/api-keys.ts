// Settings → API Keys: the keys of the selected mode, Create New Key (the button SPEC.md names;
// the key is shown once), revoke.
import { html } from '../html.js';
import { csrfField, frame } from '../frame.js';
import { notFound, redirect, sendHtml } from '../respond.js';
import { when } from '../format.js';
import { listApiKeys, revokeApiKey } from '../../store/accounts-repo.js';
import { issueApiKey, keyRequestProblem, KEY_NAME_MAX } from '../../services/accounts/api-key-service.js';
import { allScopes, isScope } from '../../domain/scopes.js';
import { isKeyType, type KeyType } from '../../domain/api-keys.js';
import type { SignedInCall } from '../dashboard-call.js';
import type { DashboardSession } from '../session.js';

type KeyRow = Awaited<ReturnType<typeof listApiKeys>>[number];

const typesFor = (session: DashboardSession): KeyType[] => (session.mode === 'test' ? ['test'] : ['secret', 'restricted']);

async function keysOfMode(call: SignedInCall): Promise<KeyRow[]> {
  const keys = await listApiKeys(call.deps.database.db, call.session.owner.accountId);
  return keys.filter((k) => k.mode === call.session.mode).reverse();
}

function keyTable(keys: KeyRow[]) {
  if (keys.length === 0) return html`<p class="muted">No keys in this mode yet.</p>`;
  return html`<p class="muted">Only the first characters and the last four of a key are kept; the whole key was shown once, when it was created.</p>
<div class="table-wrap"><table class="stack">
<thead><tr><th>Name</th><th>Type</th><th>Key</th><th>Scopes</th><th>Created</th><th>Last used</th><th>State</th></tr></thead>
<tbody>${keys.map(
    (
      k,
    ) => html`<tr data-key-id="${k.id}"><td data-label="Name">${k.name ?? html`<span class="muted">(unnamed)</span>`}</td><td data-label="Type">${k.type}</td><td data-label="Key"><code>${k.hint}</code></td>
<td data-label="Scopes">${k.scopes.join(', ')}</td><td data-label="Created">${when(k.created_at)}</td><td data-label="Last used">${when(k.last_used_at)}</td>
<td data-label="State">${k.revoked_at ? html`revoked ${when(k.revoked_at)}` : html`active · <a href="/dashboard/settings/api-keys/${k.id}/revoke">Revoke…</a>`}</td></tr>`,
  )}</tbody></table></div>`;
}

function createForm(session: DashboardSession, problem: string | null) {
  const types = typesFor(session);
  return html`<h2 id="create">New API key</h2><div class="card">
${problem ? html`<p class="alert" role="alert">${problem}</p>` : ''}
<form method="post" action="/dashboard/settings/api-keys">${csrfField(session)}
<label for="key-name">Name</label><input id="key-name" name="name" type="text" maxlength="${KEY_NAME_MAX}" placeholder="e.g. invoice importer">
<label for="key-type">Type</label><select id="key-type" name="type">${types.map((t) => html`<option value="${t}">${t}</option>`)}</select>
<fieldset><legend>Scopes (a restricted key needs at least one; a secret key has them all${session.mode === 'test' ? '; none ticked means all' : ''})</legend>
${allScopes.map((s) => html`<label><input type="checkbox" name="scopes" value="${s}"> ${s}</label>`)}</fieldset>
<div class="actions"><button type="submit">Create New Key</button></div></form></div>`;
}

export async function listKeys(call: SignedInCall, problem: string | null = null, status = 200): Promise<void> {
  const body = html`<h1>API Keys <span class="muted">(${call.session.mode})</span></h1>${keyTable(await keysOfMode(call))}${createForm(call.session, problem)}`;
  sendHtml(call.ctx, status, frame(call.session, 'api-keys', 'API Keys', body));
}

export async function createKey(call: SignedInCall): Promise<void> {
  const { form, session } = call;
  const type = form.get('type') ?? '';
  const scopes = form.getAll('scopes').filter(isScope);
  const name = (form.get('name') ?? '').trim() || null;
  if (!isKeyType(type) || !typesFor(session).includes(type)) return listKeys(call, `Pick a key type of the ${session.mode} mode.`, 400);
  const problem = keyRequestProblem(type, type === 'secret' ? undefined : scopes, name);
  if (problem) return listKeys(call, problem, 400);
  const created = await issueApiKey(call.deps.database.db, {
    accountId: session.owner.accountId,
    type,
    scopes: type === 'secret' ? undefined : scopes,
    name,
  });
  call.deps.logger.info({ requestId: call.ctx.requestId, keyId: created.id, by: session.email }, 'api key created in the dashboard');
  // Shown in the answer to the POST itself (no-store): no URL leads back to it.
  const body = html`<h1>Your new key</h1><div class="card">
<p class="notice" role="status">Copy this key now and store it safely: it is shown only this once. docrec keeps only its hash.</p>
<p><strong>${name ?? '(unnamed)'}</strong> · ${created.type} · scopes ${created.scopes.join(', ')}</p>
<code class="secret" id="new-key" data-testid="new-key">${created.key}</code>
<div class="actions"><button type="button" class="secondary" data-copy="new-key" hidden>Copy</button><a class="button" href="/dashboard/settings/api-keys">Done</a></div></div>`;
  sendHtml(call.ctx, 201, frame(session, 'api-keys', 'New key', body));
}

async function keyOfMode(call: SignedInCall): Promise<KeyRow> {
  const key = (await keysOfMode(call)).find((k) => k.id === call.params.id);
  if (!key) throw notFound();
  return key;
}

export async function confirmRevoke(call: SignedInCall): Promise<void> {
  const key = await keyOfMode(call);
  if (key.revoked_at) return redirect(call.ctx, '/dashboard/settings/api-keys');
  const body = html`<h1>Revoke this key?</h1><div class="card">
<p><strong>${key.name ?? '(unnamed)'}</strong> · ${key.type} · <code>${key.hint}</code></p>
<p>Every program using it gets 401 within seconds. This cannot be undone: you would create a new key instead.</p>
<form method="post" action="/dashboard/settings/api-keys/${key.id}/revoke">${csrfField(call.session)}
<div class="actions"><button type="submit" class="danger">Revoke key</button><a class="button secondary" href="/dashboard/settings/api-keys">Cancel</a></div></form></div>`;
  sendHtml(call.ctx, 200, frame(call.session, 'api-keys', 'Revoke key', body));
}

export async function revokeKey(call: SignedInCall): Promise<void> {
  const key = await keyOfMode(call);
  await revokeApiKey(call.deps.database.db, key.id, call.session.owner.accountId);
  call.deps.logger.info({ requestId: call.ctx.requestId, keyId: key.id, by: call.session.email }, 'api key revoked in the dashboard');
  redirect(call.ctx, '/dashboard/settings/api-keys');
}
