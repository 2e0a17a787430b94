// OpenAPI parameters, response headers and error responses shared by every operation.
import { errorRegistry, type ErrorCode } from '../../errors.js';
import { object, ref, ULID, type Schema } from './helpers.js';
import { documentStatuses } from './schemas.js';
import { deliveryStatuses } from './webhook-schemas.js';

const listParameter = (name: string, description: string, schema: Schema): Schema => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
export const parameters: Record<string, Schema> = {
  RequestId: { name: 'X-Request-Id', in: 'header', required: false, description: 'Echoed when valid.', schema: { type: 'string' } },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'Repeat-safe submission within 24 h; reused with a different request: 409 idempotency_conflict.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
  Limit: listParameter('limit', 'Page size.', { type: 'integer', minimum: 1, maximum: 100, default: 20 }),
  DocumentStartingAfter: listParameter('starting_after', 'Cursor: a document id (the previous `next_cursor`).', {
    type: 'string',
  }),
  DocumentStatus: listParameter('status', 'Only documents in this status.', { type: 'string', enum: [...documentStatuses] }),
  DeliveryDocumentId: listParameter('document_id', 'Only deliveries of this document.', { type: 'string' }),
  DeliveryStatus: listParameter('status', 'Only deliveries in this status.', { type: 'string', enum: [...deliveryStatuses] }),
  DeliveryStartingAfter: listParameter('starting_after', 'Cursor: a delivery id (the previous `next_cursor`).', {
    type: 'string',
  }),
};

const header = (description: string, schema: Schema, required = true): Schema => ({ description, required, schema });
const int = { type: 'integer', minimum: 0 };
export const headers: Record<string, Schema> = {
  'X-Request-Id': header('Echoes a valid incoming X-Request-Id, else a new one.', { type: 'string' }),
  'X-RateLimit-Limit': header('Requests per minute of the plan.', int),
  'X-RateLimit-Remaining': header('Whole requests left in the current window (0 when limited).', int),
  'X-RateLimit-Reset': header('Unix epoch seconds at which the bucket is full again.', int),
  'Retry-After': header('Whole seconds until the next request can succeed (for quota_exceeded: to the next UTC midnight).', {
    type: 'integer',
    minimum: 1,
  }),
  Allow: header('Methods the path supports.', { type: 'string', examples: ['GET, POST'] }),
  'WWW-Authenticate': header('Bearer challenge.', { type: 'string', pattern: '^Bearer', examples: ['Bearer'] }),
  Location: header('Path of the new document.', { type: 'string', pattern: `^/v1/documents/doc_${ULID}$` }),
};

const headerRef = (name: string): Schema => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaders = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** Headers of any response; `authenticated` adds the rate-limit headers every such response carries. */
export function responseHeaders(authenticated: boolean, extra: string[] = []): Record<string, Schema> {
  const names = ['X-Request-Id', ...(authenticated ? rateLimitHeaders : []), ...extra];
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

/**
 * Error responses for the given codes, one per status. Each references the Error schema and
 * narrows `code` to the codes that can occur there, so e.g. a 409 from /text must be not_ready.
 */
export function errorResponses(codes: readonly ErrorCode[], authenticated: boolean): Record<string, Schema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorRegistry[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, Schema> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    // A 401 has no account to count against; a 405 may be answered before authentication.
    const counted = authenticated && status !== 401 && status !== 405;
    const extra = [
      ...(status === 401 ? ['WWW-Authenticate'] : []),
      ...(status === 405 ? ['Allow'] : []),
      ...(status === 429 || status === 503 ? ['Retry-After'] : []),
    ];
    out[String(status)] = {
      description: statusCodes.map((c) => `\`${c}\`: ${errorRegistry[c].message}`).join(' '),
      headers: responseHeaders(counted, extra),
      content: {
        'application/json': {
          schema: {
            allOf: [ref('Error'), object({ error: object({ code: { enum: statusCodes } }) })],
          },
        },
      },
    };
  }
  return out;
}
