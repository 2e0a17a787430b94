// The body of one attempt: the stored event plus `sent_at`. The database (jsonb) does not keep
// key order, so the order API.md shows is restored here; receivers must not depend on it, but
// people reading logs do.
const TOP = [
  'event',
  'event_id',
  'livemode',
  'sent_at',
  'document_id',
  'status',
  'created_at',
  'completed_at',
  'result',
  'error',
  'page_range',
  'pages_total',
];
const NESTED: Record<string, string[]> = {
  result: ['text', 'confidence', 'pages', 'language'],
  error: ['code', 'message'],
  page_range: ['first', 'last'],
};

function ordered(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in value) out[key] = value[key];
  for (const key of Object.keys(value)) if (!(key in out)) out[key] = value[key];
  return out;
}

/** `payload`: the stored event (an object from jsonb, or its JSON text). */
export function attemptBody(payload: unknown, sentAt: Date): Buffer {
  const stored = (typeof payload === 'string' ? JSON.parse(payload) : payload) as Record<string, unknown>;
  const body = ordered({ ...stored, sent_at: sentAt.toISOString() }, TOP);
  for (const [key, keys] of Object.entries(NESTED)) {
    const inner = body[key];
    if (inner !== null && typeof inner === 'object') body[key] = ordered(inner as Record<string, unknown>, keys);
  }
  return Buffer.from(JSON.stringify(body), 'utf8');
}
