// How the OpenAPI document describes one operation: its security and scope, the errors every
// operation can answer, and the parameters several paths share.
import type { Scope } from '../../domain/scopes.js';
import type { ErrorCode } from '../../errors.js';
import type { Schema } from './helpers.js';
import { errorResponses, responseHeaders } from './responses.js';

interface OperationSpec {
  operationId: string;
  summary: string;
  tag: string;
  /** Absent for the unauthenticated operational endpoints; 'any_key': any valid key, no scope. */
  scope?: Scope | 'any_key';
  description?: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
  /** Errors specific to the operation; the ones every operation can answer are added here. */
  errors?: ErrorCode[];
}

// Every authenticated route can be refused, throttled, hit a bug or a backend outage; 405 is the
// answer to another method on the same path (OpenAPI cannot attach a response to a path item).
const authenticatedErrors: ErrorCode[] = [
  'unauthorized',
  'insufficient_scope',
  'method_not_allowed',
  'rate_limit_exceeded',
  'internal_error',
  'service_unavailable',
];
const operationalErrors: ErrorCode[] = ['method_not_allowed', 'internal_error'];

export function operation(spec: OperationSpec): Schema {
  const authenticated = spec.scope !== undefined;
  const anyKey = spec.scope === 'any_key';
  const scopeNote = !authenticated
    ? 'No authentication.'
    : anyKey
      ? 'Any valid API key; no scope needed.'
      : `Requires scope \`${spec.scope}\`.`;
  // A route open to any key cannot answer insufficient_scope.
  const errors = [...new Set([...(authenticated ? authenticatedErrors : operationalErrors), ...(spec.errors ?? [])])].filter(
    (code) => !(anyKey && code === 'insufficient_scope'),
  );
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: [spec.description, scopeNote].filter(Boolean).join('\n\n'),
    tags: [spec.tag],
    // OpenAPI 3.1 lets non-OAuth schemes list required roles: the scope goes there too.
    security: authenticated ? [{ bearerAuth: anyKey ? [] : [spec.scope] }] : [],
    ...(authenticated && !anyKey ? { 'x-required-scope': spec.scope } : {}),
    parameters: [{ $ref: '#/components/parameters/RequestId' }, ...(spec.parameters ?? [])],
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: { ...spec.responses, ...errorResponses(errors, authenticated) },
  };
}

export const json = (description: string, schema: Schema, authenticated: boolean, extraHeaders: string[] = []): Schema => ({
  description,
  headers: responseHeaders(authenticated, extraHeaders),
  content: { 'application/json': { schema } },
});
export const param = (name: string): Schema => ({ $ref: `#/components/parameters/${name}` });
// Plain strings: a malformed id is answered 404 like an unknown one, not 400.
export const pathId = (description: string): Schema => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
export const documentId = pathId('A document id (`doc_…`). Unknown ids, and those of another account or mode, get 404.');
export const pageNumber: Schema = {
  name: 'n',
  in: 'path',
  required: true,
  description: 'The 1-based page number.',
  schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
};
