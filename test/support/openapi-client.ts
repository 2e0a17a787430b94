// A plain fetch client typed from the OpenAPI document's generated types
// (test/support/generated/openapi-types.ts, `npm run openapi:types`), as a client's developer
// would write one: path templates, path and query parameters and the JSON answers all come from
// `paths`. Every answer's status must be one the document lists for that operation, and every
// call is recorded so a test can show that it exercised each operation of the document.
import { openApiDocument } from '../../src/http/openapi/openapi.js';
import type { paths } from './generated/openapi-types.js';

type Method = 'get' | 'post' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathParams<O> = Parameters<O> extends { path: infer X } ? X : undefined;
type QueryParams<O> = Parameters<O> extends { query?: infer X } ? X : undefined;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;

/** One answer, narrowed by status: `if (a.status === 200) a.data…` is the documented body. */
export type Answer<O> = {
  [S in keyof Responses<O> & number]: { status: S; data: JsonOf<Responses<O>[S]>; text: string; headers: Headers };
}[keyof Responses<O> & number];

export interface CallOptions<O> {
  path?: PathParams<O>;
  query?: QueryParams<O>;
  body?: FormData;
  headers?: Record<string, string>;
}

type DocumentedOperations = Record<string, Partial<Record<Method, { responses: Record<string, unknown> }>>>;
const documented: DocumentedOperations = openApiDocument.paths;

/** `2XX`-style ranges count as documented for any status in them. */
function isDocumented(statuses: string[], status: number): boolean {
  return statuses.some((s) => s === String(status) || s === `${String(status)[0]}XX`);
}

export interface OpenApiClient {
  call<P extends keyof paths, M extends Method>(
    method: M,
    template: P,
    options?: CallOptions<Operation<P, M>>,
  ): Promise<Answer<Operation<P, M>>>;
  /** `METHOD template` of every operation called so far. */
  readonly covered: Set<string>;
}

export function openApiClient(baseUrl: string, key: string): OpenApiClient {
  const covered = new Set<string>();
  async function call<P extends keyof paths, M extends Method>(
    method: M,
    template: P,
    options: CallOptions<Operation<P, M>> = {},
  ): Promise<Answer<Operation<P, M>>> {
    const pathParams = (options.path ?? {}) as Record<string, string | number>;
    const url = new URL(
      String(template).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams[name]))),
      baseUrl,
    );
    for (const [name, value] of Object.entries<string | number | boolean | undefined>(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const res = await fetch(url, {
      method: method.toUpperCase(),
      headers: { Authorization: `Bearer ${key}`, ...options.headers },
      ...(options.body ? { body: options.body } : {}),
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
    const statuses = Object.keys(documented[template]?.[method]?.responses ?? {});
    if (!isDocumented(statuses, res.status)) {
      throw new Error(`${method.toUpperCase()} ${template}: status ${res.status} is not documented (${statuses.join(', ')}): ${text}`);
    }
    covered.add(`${method.toUpperCase()} ${template}`);
    return { status: res.status, data: json ? (JSON.parse(text) as unknown) : undefined, text, headers: res.headers } as Answer<
      Operation<P, M>
    >;
  }
  return { call, covered };
}

/** `METHOD template` of every operation the document describes. */
export function documentedOperations(): string[] {
  return Object.entries(documented).flatMap(([template, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => m in item).map((m) => `${m.toUpperCase()} ${template}`),
  );
}
