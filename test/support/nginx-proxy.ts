// A real nginx in front of a test server: a generated config in a temp dir, run as a child
// (`daemon off;`) on a free port, forwarding the way a production proxy does (X-Forwarded-For
// appended with $proxy_add_x_forwarded_for, the client's Host kept, uploads streamed unbuffered).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { freePort } from './redis-server.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface NginxProxy {
  /** http://127.0.0.1:<port>: nginx listens on every loopback address (127.0.0.0/8 reaches it). */
  url: string;
  stop(): Promise<void>;
}

function config(dir: string, port: number, upstream: URL): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen ${port};
    client_max_body_size 1g;
    location / {
      proxy_pass http://${upstream.host};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** Starts nginx proxying to `upstream` (a test server's URL); resolves once it accepts requests. */
export async function startNginxProxy(upstream: string): Promise<NginxProxy> {
  const dir = await mkdtemp(join(tmpdir(), 'docrec-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temp paths inside.
  await chmod(dir, 0o755);
  const port = await freePort();
  await writeFile(join(dir, 'nginx.conf'), config(dir, port, new URL(upstream)));
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start in 10 s: ${stderr}`);
    await sleep(50);
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
