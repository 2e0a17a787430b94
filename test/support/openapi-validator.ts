// Checks responses (and webhook bodies) against the served OpenAPI document, so the tests hold
// the implementation to the same contract clients see at GET /v1/openapi.json.
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../src/http/openapi/openapi.js';

// ajv and ajv-formats are CommonJS with `exports.default`: depending on the loader (Node ESM,
// vitest's transform) the default import is either the export itself or the module object.
type Ajv2020Class = (typeof import('ajv/dist/2020.js'))['default'];
type FormatsPlugin = (typeof import('ajv-formats'))['default'];
const interop = <T>(mod: unknown): T => ((mod as { default?: T }).default ?? mod) as T;
const Ajv2020 = interop<Ajv2020Class>(Ajv2020Module);
const addFormats = interop<FormatsPlugin>(addFormatsModule);

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface PathEntry {
  template: string;
  regex: RegExp;
  operations: Record<string, Operation>;
}

// An $id for the whole document, so `#/components/...` refs inside it resolve as they do for clients.
const BASE = 'https://docrec.invalid/openapi.json';
// strictRequired is off: `if/then: {required}` (e.g. required_scope on a 403) is valid JSON Schema.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv);
// Ajv compiles the root when resolving a fragment of it: declare the OpenAPI top-level fields
// as (inert) keywords so strict mode keeps flagging real typos inside the schemas.
ajv.addVocabulary(Object.keys(openApiDocument));
ajv.addSchema({ ...openApiDocument, $id: BASE });

const compiled = new Map<string, ValidateFunction>();
/** Compiles the schema at a JSON pointer (unencoded tokens) of the document, once. */
function validatorAt(tokens: string[]): ValidateFunction {
  const fragment = tokens.map((t) => encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
  const key = `${BASE}#/${fragment}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

// Braces are left unescaped on purpose: they mark the `{param}` segments replaced below.
const escapeRegex = (s: string): string => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
// Literal paths first, so a fixed segment wins over a `{param}` one.
const pathEntries: PathEntry[] = Object.entries(openApiDocument.paths as unknown as Record<string, Record<string, Operation>>)
  .map(([template, operations]) => ({
    template,
    operations,
    regex: new RegExp(`^${escapeRegex(template).replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => `  ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)} [${e.schemaPath}]`)
    .join('\n');
}

function check(validate: ValidateFunction, body: unknown, what: string): void {
  if (!validate(body)) {
    throw new Error(
      `${what} does not match the OpenAPI document:\n${describeErrors(validate.errors)}\nbody: ${JSON.stringify(body, null, 2)}`,
    );
  }
}

const baseType = (mediaType: string): string => mediaType.split(';')[0]!.trim().toLowerCase();
const isJson = (mediaType: string): boolean => /^application\/(.+\+)?json$/.test(baseType(mediaType));
const isEmpty = (body: unknown): boolean =>
  body === undefined || body === null || body === '' || (body instanceof Uint8Array && body.length === 0);

/**
 * Throws unless `status` is documented for the operation matching `method` + concrete `path`
 * and a JSON body matches its schema. Unknown paths may only answer 404 and known paths with
 * another method only 405 (API.md conventions), both with the Error body.
 */
export function validateResponse(input: { method: string; path: string; status: number; contentType?: string; body: unknown }): void {
  const method = input.method.toLowerCase();
  const path = input.path.split('?')[0]!;
  const what = `${input.method.toUpperCase()} ${input.path} -> ${input.status}`;
  const entry = pathEntries.find((e) => e.regex.test(path));

  if (!entry) {
    if (input.status !== 404) throw new Error(`${what}: no such path in the OpenAPI document (only 404 is allowed)`);
    check(validatorAt(['components', 'schemas', 'Error']), input.body, what);
    const code = (input.body as { error: { code: string } }).error.code;
    if (code !== 'not_found') throw new Error(`${what}: unknown path must answer not_found, got ${code}`);
    return;
  }
  let operationMethod = method;
  if (!entry.operations[method]) {
    if (input.status !== 405) {
      throw new Error(`${what}: ${entry.template} has no ${input.method.toUpperCase()} operation (only 405 is allowed)`);
    }
    // Every operation documents the same 405; use the first one of the path.
    operationMethod = Object.keys(entry.operations)[0]!;
  }
  const responses = entry.operations[operationMethod]!.responses;
  const statusKey = [String(input.status), `${String(input.status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!statusKey) {
    throw new Error(
      `${what}: status not documented for ${operationMethod.toUpperCase()} ${entry.template} ` +
        `(documented: ${Object.keys(responses).join(', ')})\nbody: ${JSON.stringify(input.body)}`,
    );
  }
  const content = responses[statusKey]!.content;
  if (!content) {
    if (!isEmpty(input.body)) throw new Error(`${what}: no body is documented, got ${JSON.stringify(input.body)}`);
    return;
  }
  const mediaTypes = Object.keys(content);
  let mediaType = mediaTypes.find((m) => isJson(m)) ?? mediaTypes[0]!;
  if (input.contentType !== undefined) {
    const found = mediaTypes.find((m) => baseType(m) === baseType(input.contentType!));
    if (!found) throw new Error(`${what}: content type ${input.contentType} not documented (${mediaTypes.join(', ')})`);
    mediaType = found;
  }
  if (!isJson(mediaType)) {
    if (typeof input.body !== 'string' && !(input.body instanceof Uint8Array)) {
      throw new Error(`${what}: expected a ${mediaType} body as a string, got ${typeof input.body}`);
    }
    return;
  }
  // Accept the raw text as well as the parsed body: callers may hand over either.
  let body = input.body;
  if (typeof input.body === 'string') {
    const raw = input.body;
    try {
      body = JSON.parse(raw) as unknown;
    } catch {
      throw new Error(`${what}: body is not valid JSON: ${raw.slice(0, 200)}`);
    }
  }
  check(validatorAt(['paths', entry.template, operationMethod, 'responses', statusKey, 'content', mediaType, 'schema']), body, what);
}

const webhookSchemas: Record<string, string> = {
  'document.completed': 'WebhookEventCompleted',
  'document.failed': 'WebhookEventFailed',
  'document.partial': 'WebhookEventPartial',
};

/** Throws unless `body` is a valid document.completed / document.failed / document.partial payload. */
export function validateWebhookPayload(body: unknown): void {
  const parsed: unknown = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
  // Validate against the schema its `event` names: the oneOf's errors list every alternative.
  const event = (parsed as { event?: unknown } | null)?.event;
  const schema = typeof event === 'string' ? webhookSchemas[event] : undefined;
  check(validatorAt(['components', 'schemas', schema ?? 'WebhookEvent']), parsed, `webhook payload (${String(event)})`);
}
