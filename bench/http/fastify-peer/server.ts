// The fastify + pg + ioredis peer of the http bench (bench/http/run.ts): docrec's two read routes,
// GET /v1/documents/{id} and GET /v1/documents, written the idiomatic fastify way and doing the
// same work on the same tables: the key checked and resolved (auth.ts: a 5 s principal cache, as
// docrec), docrec's token-bucket script by EVALSHA, one prepared document query, the same JSON
// (via compiled response schemas, schemas.ts) and headers (X-RateLimit-*, X-Request-Id).
// argv[2] is JSON { databaseUrl, redisUrl }; prints "fastify-peer listening on URL" and serves
// until SIGTERM. Logging off, as docrec's bench server runs at LOG_LEVEL=silent.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ApiError } from '../../../src/errors.js';
import { isId } from '../../../src/domain/ids.js';
import { tokenBucketScript } from '../../../src/limits/redis-rate-limiter.js';
import { toDocumentObject } from '../../../src/services/documents/document-view.js';
import type { DocumentRow } from '../../../src/store/documents-repo.js';
import { listBody } from '../../../src/http/list-body.js';
import { authorizer, sendApiError, type PeerPrincipal, type TokenBucketRedis } from './auth.js';
import { documentListSchema, oneDocumentSchema } from './schemas.js';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const { databaseUrl, redisUrl } = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string; redisUrl: string };

// docrec's pool size (src/store/database.ts: 10) and its ioredis options that matter on the hot path.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }) as TokenBucketRedis;
redis.defineCommand('tokenBucket', { numberOfKeys: 1, lua: tokenBucketScript() });
const authorize = authorizer(pool, redis);

const app = Fastify({
  logger: false,
  genReqId: (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
});
app.decorateRequest('principal', null);
declare module 'fastify' {
  interface FastifyRequest {
    principal: PeerPrincipal | null;
  }
}
app.addHook('onRequest', async (request, reply) => {
  reply.header('X-Request-Id', request.id);
  const principal = await authorize(request, reply, 'documents:read');
  if (!principal) return reply;
  request.principal = principal;
});

app.get<{ Params: { id: string } }>('/v1/documents/:id', { schema: oneDocumentSchema }, async (request, reply) => {
  const { accountId, mode } = request.principal!;
  const id = request.params.id;
  const { rows } = isId('doc', id)
    ? await pool.query<DocumentRow>({
        name: 'peer-document',
        text: 'SELECT * FROM documents WHERE id = $1 AND account_id = $2 AND mode = $3',
        values: [id, accountId, mode],
      })
    : { rows: [] };
  if (!rows[0]) return sendApiError(reply, new ApiError('not_found', `No document ${id.slice(0, 40)} was found.`));
  return toDocumentObject(rows[0], { includeText: true });
});

app.get<{ Querystring: { limit?: string; starting_after?: string } }>(
  '/v1/documents',
  { schema: documentListSchema },
  async (request, reply) => {
    const { accountId, mode } = request.principal!;
    const { limit: rawLimit = '20', starting_after: after } = request.query;
    if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 100) {
      return sendApiError(reply, new ApiError('invalid_request', 'limit must be a whole number from 1 to 100.', { param: 'limit' }));
    }
    if (after !== undefined && !isId('doc', after)) {
      return sendApiError(reply, new ApiError('invalid_request', 'starting_after must be a doc_ id.', { param: 'starting_after' }));
    }
    const limit = Number(rawLimit);
    const owned = 'SELECT * FROM documents WHERE account_id = $1 AND mode = $2';
    const { rows } = await pool.query<DocumentRow>(
      after === undefined
        ? { name: 'peer-list', text: `${owned} ORDER BY id DESC LIMIT $3`, values: [accountId, mode, limit + 1] }
        : { name: 'peer-list-after', text: `${owned} AND id < $4 ORDER BY id DESC LIMIT $3`, values: [accountId, mode, limit + 1, after] },
    );
    const page = rows.slice(0, limit);
    return listBody(page, rows.length > limit, (row) => toDocumentObject(row, { includeText: false }));
  },
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(async () => {
      await pool.end();
      redis.disconnect();
      process.exit(0);
    });
  });
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`fastify-peer listening on ${address}\n`);
