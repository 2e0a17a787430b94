// A real S3-protocol server for tests: s3rver (objects on disk), started on a random port with one
// bucket. `env` configures a docrec server to use it. stop()/start() take the store down and bring
// it back on the same port with the same objects, as an outage would.
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3TestServer {
  bucket: string;
  prefix: string;
  endpoint: string;
  /** STORAGE_URL and the AWS_* variables for a docrec server. */
  env: Record<string, string>;
  client: S3Client;
  /** Keys under the prefix, without it, sorted. */
  keys(): Promise<string[]>;
  /** Sets an object's last-modified time `minutes` ago (s3rver reports its file's mtime). */
  age(key: string, minutes: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'docrec-test', prefix = 'tenant-a'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'docrec-s3-'));
  let port = 0;
  let server: { httpServer: Server; close(): Promise<void> } | undefined;
  const start = async () => {
    const s3 = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
    port = (await s3.run()).port;
    server = s3;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (!s) return;
    s.httpServer.closeAllConnections();
    await new Promise<void>((resolve) => s.httpServer.close(() => resolve()));
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  return {
    bucket,
    prefix,
    endpoint,
    env: s3Env(endpoint, bucket, prefix),
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
      return (listed.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort();
    },
    async age(key, minutes) {
      const parts = `${prefix}/${key}`.split('/');
      const name = parts.pop()!;
      const when = new Date(Date.now() - minutes * 60_000);
      await utimes(join(directory, bucket, ...parts, `${name}._S3rver_object`), when, when);
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

type Middleware = (next: (args: unknown) => unknown, context: { commandName: string }) => (args: { input: { Key?: string } }) => unknown;

/** Calls `onGet` with the key of every GetObject the S3 adapter's client sends (read from its private client). */
export function watchObjectGets(storage: unknown, onGet: (key: string) => void): void {
  const { client } = storage as { client: { middlewareStack: { add: (middleware: Middleware, options: { step: string }) => void } } };
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName === 'GetObjectCommand' && args.input.Key !== undefined) onGet(args.input.Key);
      return next(args);
    },
    { step: 'initialize' },
  );
}

/** s3rver's fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The environment that points a docrec server at an s3rver bucket (path-style, fixed credentials). */
export function s3Env(endpoint: string, bucket: string, prefix: string): Record<string, string> {
  return {
    STORAGE_URL: `s3://${bucket}/${prefix}`,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
