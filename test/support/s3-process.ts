// s3rver in a child process of its own, so a test can freeze it (SIGSTOP) as a hung store: the
// kernel still accepts connections and takes bytes into its buffers, but nothing answers. The
// in-process server (s3-server.ts) can only be closed, which refuses connections instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS, s3Env } from './s3-server.js';

export interface S3Process {
  prefix: string;
  /** STORAGE_URL and the AWS_* variables for a docrec server. */
  env: Record<string, string>;
  /** Every key in the bucket under the prefix, without it, sorted (ask while it is not frozen). */
  keys(): Promise<string[]>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

// CommonJS, run with `node -e` from the repository root so that require finds s3rver.
const childScript = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => process.stdout.write(port + '\\n'));
`;

export async function startS3Process(bucket = 'docrec-hang', prefix = 'tenant-h'): Promise<S3Process> {
  const directory = await mkdtemp(join(tmpdir(), 'docrec-s3-process-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', childScript, directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const endpoint = `http://127.0.0.1:${Number(line)}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  const signal = (name: NodeJS.Signals) => () => void child.kill(name);
  return {
    prefix,
    env: s3Env(endpoint, bucket, prefix),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
      return (listed.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort();
    },
    freeze: signal('SIGSTOP'),
    thaw: signal('SIGCONT'),
    async close() {
      client.destroy();
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      await rm(directory, { recursive: true, force: true });
    },
  };
}
