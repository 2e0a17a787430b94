// Schema constructors shared by the OpenAPI component files.
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const orNull = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
export const confidence: Schema = { type: 'number', minimum: 0, maximum: 1, description: 'Fraction in [0, 1].' };

/** An object whose every property is required and no other is allowed: API.md defines it fully. */
export const closed = (properties: Record<string, Schema>, extra: Schema = {}): Schema => ({
  type: 'object',
  ...extra,
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

export const codeAndMessage = (codes: readonly string[]): Schema =>
  closed({ code: { type: 'string', enum: [...codes] }, message: { type: 'string' } });

// ids.ts makes every id a prefix plus a Crockford-base32 ULID (no I, L, O, U).
export const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
export const id = (prefix: string, example: string): Schema => ({
  type: 'string',
  pattern: `^${prefix}_${ULID}$`,
  examples: [`${prefix}_${example}`],
});
export const EXAMPLE_ULID = '01JDQ3Z0Y4W8V6T5S4R3Q2P1N0';
export const docId = id('doc', EXAMPLE_ULID);
const MILLIS_UTC = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$';
// API.md: ISO 8601 UTC *with milliseconds*; `date-time` alone would also accept offsets.
export const timestamp: Schema = { type: 'string', format: 'date-time', pattern: MILLIS_UTC };
export const timestampOrNull: Schema = { ...timestamp, type: ['string', 'null'] };
export const count: Schema = { type: 'integer', minimum: 0 };

export const object = (properties: Schema): Schema => ({ type: 'object', properties });

export const nullWhen = (description: string, schema: Schema): Schema => ({ ...schema, description });

export const list = (item: string, paginated: boolean): Schema =>
  closed({
    object: { const: 'list' },
    data: { type: 'array', items: ref(item) },
    ...(paginated && {
      has_more: { type: 'boolean' },
      next_cursor: { type: ['string', 'null'], description: 'Pass as `starting_after`; null on the last page.' },
    }),
  });
