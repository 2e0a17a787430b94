// Random requests for the routing and query layers: query strings for the list endpoints (known
// parameters with valid and invalid values, repeated, percent-encoded, junk), and any method on
// any path (every route template with real and random ids, unknown paths) with any body.
import fc from 'fast-check';
import { openApiDocument } from '../../src/http/openapi/openapi.js';

/** Every path of the contract, as templates (`{id}` segments). */
const routeTemplates = Object.keys(openApiDocument.paths);

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** API.md: a type prefix and a 26-character ULID. */
export const idPattern = (prefix: string) => new RegExp(`^${prefix}_[${crockford}]{26}$`);
export const randomId = (prefix: string) =>
  fc.string({ unit: fc.constantFrom(...crockford), minLength: 26, maxLength: 26 }).map((u) => `${prefix}_${u}`);
const junk = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }));
// Characters node:http sends unescaped in a path; everything else goes percent-encoded.
const rawSafe = fc.string({ unit: fc.constantFrom(..."abcXYZ019-._~!$'()*+,;=:@%"), maxLength: 10 });

/** Values for one query parameter: valid ones (including `known` ids), near misses and junk. */
function valueFor(name: string, known: string[]): fc.Arbitrary<string> {
  const ids = (p: string) =>
    fc.oneof(
      randomId(p),
      fc.constantFrom(`${p}_`, `${p}_x`, `${p}_${'0'.repeat(27)}`),
      randomId(p).map((s) => s.toLowerCase()),
      ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    );
  const byName: Record<string, fc.Arbitrary<string>> = {
    limit: fc.oneof(
      fc.integer({ min: -5, max: 130 }).map(String),
      fc.constantFrom('', '007', '1e2', '0x10', ' 5', '5 ', '100.0', '99999999999999999999'),
    ),
    starting_after: fc.oneof(ids('doc'), ids('dlv')),
    document_id: ids('doc'),
    status: fc.constantFrom('queued', 'processing', 'completed', 'failed', 'pending', 'succeeded', 'QUEUED', '', 'done'),
  };
  // Own keys only: fast-check likes names such as "constructor" and "__proto__".
  return fc.oneof({ weight: 4, arbitrary: Object.hasOwn(byName, name) ? byName[name]! : junk }, junk);
}

/** A raw query string and what it means (URLSearchParams, as any server-side parser sees it). */
export function queryString(known: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('limit', 'starting_after', 'status', 'document_id') },
    fc.constantFrom('LIMIT', 'li%6Dit', 'status%00', 'foo', ''),
    junk,
  );
  const param = name.chain((n) =>
    fc.tuple(fc.constant(n), valueFor(n === 'li%6Dit' ? 'limit' : n, known), fc.constantFrom('encoded', 'encoded', 'raw', 'bare')),
  );
  const encode = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return fc.tuple(fc.array(param, { maxLength: 6 }), fc.constantFrom('&', '&', '&&', ';'), rawSafe).map(
    ([params, sep, tail]) =>
      params
        .map(([n, v, how]) => {
          if (how === 'bare') return encode(n).replace(/%25/g, '%');
          // 'raw' keeps only the characters node:http allows, stray '%' and '+' included.
          const value = how === 'raw' ? v.replace(/[^A-Za-z0-9\-._~!$'()*+,;=:@%]/g, '') : encode(v);
          return `${n === 'li%6Dit' || n === 'status%00' ? n : encode(n)}=${value}`;
        })
        .join(sep) + (tail === '' ? '' : sep + tail),
  );
}

const segment = fc.oneof(
  rawSafe.filter((s) => s !== ''),
  junk.map(encodeURIComponent),
  fc.constantFrom('..', '.', '%', '%E0%A4%A', '%2F', '%00'),
);
/** Any path: a route template with real, random or garbage ids, or an unknown path. */
export function anyPath(known: string[]): fc.Arbitrary<string> {
  const id = fc.oneof(randomId('doc'), randomId('dlv'), segment, ...(known.length > 0 ? [fc.constantFrom(...known)] : []));
  const templated = fc.tuple(fc.constantFrom(...routeTemplates), id).map(([t, i]) => t.replace('{id}', i));
  const unknown = fc.oneof(
    fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`),
    fc.constantFrom(
      '/',
      '/v1',
      '/v1/',
      '/v1/documents/',
      '//v1/account',
      '/v1/account/',
      '/V1/account',
      '/v2/documents',
      '/v1/documents/a/b/c',
    ),
  );
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: templated }, unknown), fc.option(rawSafe, { freq: 3 }))
    .map(([p, q]) => (q === null ? p : `${p}?${q}`));
}

/** A body of any kind, with a content type that may or may not match it. */
export const anyBody = fc.tuple(
  fc.oneof(
    fc.constant(undefined),
    fc.json().map((j) => Buffer.from(j)),
    fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
    fc.constantFrom('a=1&file=x', '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--b--\r\n').map((s) => Buffer.from(s)),
  ),
  fc.constantFrom(undefined, 'application/json', 'text/plain', 'multipart/form-data; boundary=b', 'application/x-www-form-urlencoded'),
);
