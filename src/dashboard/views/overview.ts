// Overview: the plan, today's documents and pages against its limits, requests left this minute,
// and documents and pages per day over 30 days.
import { html } from '../html.js';
import { frame } from '../frame.js';
import { sendHtml } from '../respond.js';
import { usageOn, usageSince } from '../../store/documents-repo.js';
import { utcDay } from '../../domain/time.js';
import { fillDays, usageChart } from '../usage-chart.js';
import type { SignedInCall } from '../dashboard-call.js';

export async function overview(call: SignedInCall): Promise<void> {
  const { session, deps } = call;
  const now = new Date();
  const from = new Date(now.getTime() - 29 * 86_400_000);
  const [today, history, rate] = await Promise.all([
    usageOn(deps.database.db, session.owner, utcDay(now)),
    usageSince(deps.database.db, session.owner, utcDay(from)),
    // Like GET /v1/usage, looking counts as one request of the minute's budget.
    deps.limiter.take(`${session.owner.accountId}:${session.mode}`, session.principal.limits.requestsPerMinute),
  ]);
  const limits = session.principal.limits;
  const quota = session.mode === 'live' ? limits.documentsPerDay : null;
  const stat = (label: string, value: string | number, note: string) =>
    html`<div class="card stat"><div class="label">${label}</div><div class="value">${value}</div><div class="muted">${note}</div></div>`;
  const body = html`<h1>Overview <span class="muted">(${session.mode})</span></h1>
<div class="grid">
${stat('Plan', session.principal.plan, `${limits.requestsPerMinute} requests per minute`)}
${stat('Documents today', today.documents, quota === null ? (session.mode === 'test' ? 'test documents never count against the quota' : 'no daily limit') : `of ${quota} a day (${Math.max(0, quota - today.documents)} left, resets 00:00 UTC)`)}
${stat('Pages today', today.pages, 'recognized pages, UTC day')}
${stat('Requests left', rate.remaining, `this minute, of ${rate.limit}`)}
</div>
<h2>Last 30 days</h2><div class="card"><p class="legend"><span><i class="swatch docs"></i>documents</span><span><i class="swatch pages"></i>pages</span></p>
${usageChart(fillDays(history, now))}</div>
<h2>Next steps</h2><div class="card"><ul>
<li><a href="/dashboard/settings/api-keys">Create an API key</a> and send a file to <code>POST /v1/documents</code>.</li>
<li><a href="/dashboard/settings/webhooks">Copy the webhook secret</a> to check the signatures of the events you receive.</li>
<li><a href="/dashboard/documents">Upload a document</a> here to see what recognition gives.</li></ul></div>`;
  sendHtml(call.ctx, 200, frame(session, 'overview', 'Overview', body));
}
