// The http bench's servers (targets.ts starts each one) and what it measures on them: a target is a
// server and a route, so docrec's PostgreSQL + Redis server and the fastify peer are each measured
// on one document and on the list of 20 without a second process.
import { progress } from '../_kit/results.js';
import { startDocrec, startHello, startPeer, type RunningTarget, type TargetSpec } from './targets.js';

interface MeasuredTarget {
  /** Its own id and name; database and limiter are its server's. */
  spec: TargetSpec;
  /** The id of the server (SERVERS) it loads. */
  server: string;
  route: 'one' | 'list';
}

export const SERVERS: TargetSpec[] = [
  { id: 'hello', name: 'bare uWS hello-world' },
  { id: 'postgres-memory', name: 'docrec PostgreSQL + in-process limiter', database: 'postgres', limiter: 'memory' },
  { id: 'postgres-redis', name: 'docrec PostgreSQL + Redis limiter', database: 'postgres', limiter: 'redis' },
  { id: 'fastify-redis', name: 'fastify + pg + ioredis peer', database: 'postgres', limiter: 'redis', peer: true },
  { id: 'pglite-memory', name: 'docrec PGlite + in-process limiter', database: 'pglite', limiter: 'memory' },
  { id: 'pglite-redis', name: 'docrec PGlite + Redis limiter', database: 'pglite', limiter: 'redis' },
];

const one = (id: string): MeasuredTarget => ({ spec: SERVERS.find((s) => s.id === id)!, server: id, route: 'one' });
const list = (id: string): MeasuredTarget => {
  const server = SERVERS.find((s) => s.id === id)!;
  return { spec: { ...server, id: `${id}-list`, name: `${server.name}: list of 20` }, server: id, route: 'list' };
};

export const TARGETS: MeasuredTarget[] = [
  one('hello'),
  one('postgres-memory'),
  one('postgres-redis'),
  list('postgres-redis'),
  one('fastify-redis'),
  list('fastify-redis'),
  one('pglite-memory'),
  one('pglite-redis'),
];

/** Starts the servers `specs` (docrec ones first: the hello-world and the peer need what they made). */
export async function startServers(
  specs: TargetSpec[],
  postgresUrl: string | undefined,
  redisUrl: string | undefined,
  running: RunningTarget[],
): Promise<void> {
  for (const spec of specs.filter((s) => s.database && !s.peer)) {
    progress(`starting ${spec.name}…`);
    running.push(await startDocrec(spec, postgresUrl, redisUrl));
  }
  const peerBase = running.find((t) => t.spec.id === 'postgres-redis');
  for (const spec of specs.filter((s) => s.peer && peerBase && redisUrl)) {
    progress(`starting ${spec.name}…`);
    running.push(await startPeer(spec, peerBase!, redisUrl!));
  }
  const hello = specs.find((s) => !s.database);
  if (hello) running.unshift(await startHello(hello));
}

/** The URL a target loads: its route's path on its server (the hello-world gets the document's path). */
export function targetUrl(target: MeasuredTarget, server: RunningTarget, anyReady: RunningTarget): string {
  const ready = (server.ready ?? anyReady.ready)!;
  const path = new URL(target.route === 'list' ? ready.listUrl : ready.docUrl);
  return `${server.url}${path.pathname}${path.search}`;
}
