// Everything under /v1/webhooks (scope webhooks:manage), scoped to the key's account and mode.
import { ApiError } from '../../errors.js';
import { isId } from '../../domain/ids.js';
import { listDeliveries, toDeliveryObject } from '../../store/deliveries-repo.js';
import { redeliver, rotateSecret } from '../../webhooks/webhook-settings.js';
import { parseCursor, parseEnum, parseLimit } from '../query.js';
import { listBody } from '../list-body.js';
import { ownerOf } from './owner-of.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';

export async function listDeliveriesHandler(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const query = ctx.req.query;
  const limit = parseLimit(query);
  const startingAfter = parseCursor(query, 'dlv');
  const status = parseEnum(query, 'status', ['pending', 'succeeded', 'failed'] as const);
  const documentId = query.get('document_id');
  if (documentId !== null && !isId('doc', documentId)) {
    throw new ApiError('invalid_request', 'document_id must be a doc_ id.', { param: 'document_id' });
  }
  const { rows, hasMore } = await listDeliveries(deps.database.db, ownerOf(ctx), {
    limit,
    ...(startingAfter ? { startingAfter } : {}),
    ...(status ? { status } : {}),
    ...(documentId ? { documentId } : {}),
  });
  ctx.json(200, listBody(rows, hasMore, toDeliveryObject));
}

export async function retryDeliveryHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const id = params.id!;
  const row = await redeliver(deps.database.db, deps.webhooks, ownerOf(ctx), id);
  if (!row) throw new ApiError('not_found', `No delivery ${id.slice(0, 40)} was found.`);
  deps.logger.info({ requestId: ctx.requestId, deliveryId: id }, 'delivery retry scheduled');
  ctx.json(202, toDeliveryObject(row));
}

export async function rotateSecretHandler(ctx: RequestContext, deps: AppDeps): Promise<void> {
  const { accountId, mode } = ownerOf(ctx);
  const rotated = await rotateSecret(deps.database.db, { accountId, mode });
  deps.logger.info({ requestId: ctx.requestId, accountId, mode }, 'webhook secret rotated');
  ctx.json(200, { secret: rotated.secret, previous_secret_expires_at: rotated.previousExpiresAt.toISOString() });
}
