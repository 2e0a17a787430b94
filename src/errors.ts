// The one registry of API error codes: every error body the service sends is built from here,
// and test/unit/openapi-document.test.ts ("lists every registry code in the Error enum…") fails
// when it drifts from the OpenAPI document.

export const errorRegistry = {
  invalid_request: { status: 400, message: 'The request is not valid.' },
  unsupported_language: { status: 400, message: 'The language is not supported.' },
  unauthorized: { status: 401, message: 'Invalid or missing API key.' },
  insufficient_scope: { status: 403, message: 'The API key lacks the required scope.' },
  not_found: { status: 404, message: 'The requested resource was not found.' },
  method_not_allowed: { status: 405, message: 'The method is not allowed for this resource.' },
  not_ready: { status: 409, message: 'The document has not completed yet.' },
  idempotency_conflict: {
    status: 409,
    message: 'The Idempotency-Key was already used with a different request.',
  },
  file_too_large: { status: 413, message: 'The file is larger than the allowed maximum.' },
  unsupported_media_type: { status: 415, message: 'The file format is not supported.' },
  webhook_url_forbidden: {
    status: 422,
    message: 'The webhook_url points at a private, loopback or link-local address.',
  },
  rate_limit_exceeded: { status: 429, message: 'Too many requests: the rate limit of the plan was exceeded.' },
  quota_exceeded: { status: 429, message: 'The daily document quota of the plan is used up.' },
  internal_error: { status: 500, message: 'An internal error occurred.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  insufficient_storage: { status: 507, message: 'The server has too little free disk space to store the upload.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorRegistry;

interface ErrorExtras {
  param?: string;
  required_scope?: string;
  /** Extra response headers, e.g. Retry-After or Allow. */
  headers?: Record<string, string>;
  /** Close the connection right after the reply, unread body or not (a client too slow to wait for). */
  hangUp?: boolean;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly param: string | undefined;
  readonly requiredScope: string | undefined;
  readonly headers: Record<string, string>;
  readonly hangUp: boolean;

  constructor(code: ErrorCode, message?: string, extras: ErrorExtras = {}) {
    super(message ?? errorRegistry[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorRegistry[code].status;
    this.param = extras.param;
    this.requiredScope = extras.required_scope;
    this.headers = extras.headers ?? {};
    this.hangUp = extras.hangUp ?? false;
  }

  toBody(): { error: Record<string, string> } {
    const error: Record<string, string> = { code: this.code, message: this.message };
    if (this.param !== undefined) error.param = this.param;
    if (this.requiredScope !== undefined) error.required_scope = this.requiredScope;
    return { error };
  }
}

/** The hint every 503 carries (/readyz's too): try again in a few seconds, here or on another instance. */
export const RETRY_LATER: Readonly<Record<string, string>> = { 'Retry-After': '5' };

/** 503 service_unavailable with Retry-After: how every part of the service says "not now, soon". */
export function serviceUnavailable(message?: string): ApiError {
  return new ApiError('service_unavailable', message, { headers: { ...RETRY_LATER } });
}

/** Codes a failed document or page carries in its `error` object (not HTTP errors). */
export const documentErrorCodes = [
  'invalid_document',
  'too_many_pages',
  'no_pages_selected',
  'image_too_large',
  'unsupported_media_type',
  'processing_timeout',
  'internal_error',
] as const;
export type DocumentErrorCode = (typeof documentErrorCodes)[number];

export const pageErrorCodes = ['processing_timeout', 'image_too_large', 'invalid_page'] as const;
export type PageErrorCode = (typeof pageErrorCodes)[number];
