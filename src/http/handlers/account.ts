// GET /v1/account and GET /v1/usage: the caller's account, limits and today's usage (UTC day).
import { usageOn } from '../../store/documents-repo.js';
import { utcDay } from '../../domain/time.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';
import { ownerOf } from './owner-of.js';

export function getAccountHandler(ctx: RequestContext): void {
  const p = ctx.principal!;
  ctx.json(200, {
    id: p.accountId,
    object: 'account',
    name: p.accountName,
    plan: p.plan,
    limits: { requests_per_minute: p.limits.requestsPerMinute, documents_per_day: p.limits.documentsPerDay },
    livemode: p.mode === 'live',
  });
}

export async function getUsageHandler(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const p = ctx.principal!;
  const day = utcDay(new Date());
  const usage = await usageOn(deps.database.db, ownerOf(ctx), day);
  // Test documents never count against the quota, so the test mode has no remaining figure.
  const quota = p.mode === 'live' ? p.limits.documentsPerDay : null;
  ctx.json(200, {
    object: 'usage',
    date: day,
    documents_today: usage.documents,
    documents_remaining_today: quota === null ? null : Math.max(0, quota - usage.documents),
    pages_today: usage.pages,
    requests_remaining: ctx.rateRemaining,
    livemode: p.mode === 'live',
  });
}
