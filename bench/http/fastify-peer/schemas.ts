// The fastify peer's response schemas: fastify compiles them with fast-json-stringify, its own
// fast path for serialising replies (the strongest fair baseline uses it). Properties in the order
// docrec writes them, so both servers send the same bytes.
const nullable = (type: string) => ({ type: [type, 'null'] });

const documentObject = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    object: { type: 'string' },
    livemode: { type: 'boolean' },
    status: { type: 'string' },
    filename: { type: 'string' },
    content_type: { type: 'string' },
    size_bytes: { type: 'integer' },
    language: nullable('string'),
    webhook_url: nullable('string'),
    pages: nullable('string'),
    pages_total: nullable('integer'),
    pages_done: { type: 'integer' },
    pages_failed: { type: 'integer' },
    created_at: { type: 'string' },
    started_at: nullable('string'),
    completed_at: nullable('string'),
    result: {
      type: ['object', 'null'],
      properties: {
        text: { type: 'string' },
        confidence: { type: 'number' },
        pages: { type: 'integer' },
        language: { type: 'string' },
      },
    },
    error: {
      type: ['object', 'null'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  },
} as const;

const errorBody = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        param: { type: 'string' },
        required_scope: { type: 'string' },
      },
    },
  },
} as const;

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

export const oneDocumentSchema = { response: { 200: documentObject, ...errors } };

export const documentListSchema = {
  querystring: {
    type: 'object',
    properties: { limit: { type: 'string' }, starting_after: { type: 'string' }, status: { type: 'string' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        object: { type: 'string' },
        data: { type: 'array', items: documentObject },
        has_more: { type: 'boolean' },
        next_cursor: nullable('string'),
      },
    },
    ...errors,
  },
};
