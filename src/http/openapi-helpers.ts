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
