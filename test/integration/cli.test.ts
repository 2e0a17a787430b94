// The real `docrec` command line (node dist/src/cli.js, built by the test command) against a
// fresh PostgreSQL schema and against the embedded database, checked through a real server.
import { CACHE_TTL_MS } from '../../src/services/accounts/principal-lookup.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { call } from '../support/http.js';
import { testDatabaseUrl } from '../support/server.js';
import { assertBuilt, baseEnv, cliPath, docrec, root, run } from '../support/cli-run.js';

beforeAll(assertBuilt);

const usage = /Usage: docrec <command>/;
const keyLine = (type: 'sk' | 'rk' | 'test') => new RegExp(`^svc_${type}_[0-9A-Za-z]{36}$`);

describe('docrec admin commands on PostgreSQL', () => {
  const schema = `t_cli_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // pg-connection-string decodes %20 but not '+', so URLSearchParams cannot build this.
  const databaseUrl = `${testDatabaseUrl}${testDatabaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(
    `-c search_path=${schema}`,
  )}`;
  let dataDir: string;
  let env: Record<string, string>;
  let secretKey = '';
  let secretKeyId = '';
  let restrictedKey = '';
  let restrictedKeyId = '';
  let server: RunningServer | undefined;

  async function admin(sql: string) {
    const client = new pg.Client(testDatabaseUrl);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'docrec-cli-pg-'));
    await admin(`CREATE SCHEMA ${schema}`);
    env = baseEnv({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('accounts create makes an account', async () => {
    const r = await docrec(['accounts', 'create', '--name', 'acme', '--plan', 'free'], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^created account acme \(acct_[0-9A-HJKMNP-TV-Z]{26}, plan free\)\n$/);
  });

  it('refuses a duplicate account name with a clear message', async () => {
    const r = await docrec(['accounts', 'create', '--name', 'acme', '--plan', 'pro'], env);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/account named "acme" already exists/);
  });

  it('refuses an unknown plan with exit 2 and the usage', async () => {
    const r = await docrec(['accounts', 'create', '--name', 'globex', '--plan', 'gold'], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--plan must be one of free, pro, business, enterprise/);
    expect(r.stderr).toMatch(usage);
  });

  it('refuses an unknown option and a missing one with exit 2', async () => {
    const unknown = await docrec(['accounts', 'create', '--name', 'x', '--plan', 'free', '--colour', 'red'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(usage);
    const missing = await docrec(['keys', 'create', '--type', 'secret'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--account is required/);
  });

  it('keys create --type secret prints a svc_sk_ key on stdout, and nothing else', async () => {
    const r = await docrec(['keys', 'create', '--account', 'acme', '--type', 'secret'], env);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(keyLine('sk'));
    secretKey = lines[0]!;
    secretKeyId = /\b(key_[0-9A-HJKMNP-TV-Z]{26})\b/.exec(r.stderr)?.[1] ?? '';
    expect(secretKeyId).not.toBe('');
    expect(r.stderr).not.toContain(secretKey);
  });

  it('keys create --type restricted needs --scopes (exit 2)', async () => {
    const r = await docrec(['keys', 'create', '--account', 'acme', '--type', 'restricted'], env);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/scopes/);
    expect(r.stderr).toMatch(usage);
  });

  it('keys create refuses an unknown scope and an unknown type with exit 2', async () => {
    const scope = await docrec(['keys', 'create', '--account', 'acme', '--type', 'restricted', '--scopes', 'admin'], env);
    expect(scope.code).toBe(2);
    expect(scope.stderr).toMatch(/unknown scope "admin"/);
    const type = await docrec(['keys', 'create', '--account', 'acme', '--type', 'root'], env);
    expect(type.code).toBe(2);
  });

  it('keys create for an unknown account fails with a clear message', async () => {
    const r = await docrec(['keys', 'create', '--account', 'nobody', '--type', 'secret'], env);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/no account named "nobody"/);
  });

  it('keys create --type restricted --scopes documents:read prints a svc_rk_ key', async () => {
    const r = await docrec(['keys', 'create', '--account', 'acme', '--type', 'restricted', '--scopes', 'documents:read'], env);
    expect(r.code).toBe(0);
    restrictedKey = r.stdout.trim();
    expect(restrictedKey).toMatch(keyLine('rk'));
    restrictedKeyId = /\b(key_[0-9A-HJKMNP-TV-Z]{26})\b/.exec(r.stderr)?.[1] ?? '';
    expect(r.stderr).toMatch(/scopes documents:read\b/);
  });

  it('keys list shows the key ids and never a full key', async () => {
    const r = await docrec(['keys', 'list', '--account', 'acme'], env);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(r.stdout).toContain(secretKeyId);
    expect(r.stdout).toContain(restrictedKeyId);
    expect(r.stdout).not.toContain(secretKey);
    expect(r.stdout).not.toContain(restrictedKey);
    expect(r.stdout).not.toMatch(/svc_(sk|rk|test)_[0-9A-Za-z]{8,}/);
    expect(r.stdout).toContain(`svc_sk_…${secretKey.slice(-4)}`);
    expect(r.stdout).toMatch(/active/);
  });

  it('keys revoke revokes once, then fails', async () => {
    const first = await docrec(['keys', 'revoke', restrictedKeyId], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`revoked ${restrictedKeyId}`);
    const again = await docrec(['keys', 'revoke', restrictedKeyId], env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(restrictedKeyId);
    const unknown = await docrec(['keys', 'revoke', 'key_00000000000000000000000000'], env);
    expect(unknown.code).not.toBe(0);
    const list = await docrec(['keys', 'list', '--account', 'acme'], env);
    expect(list.stdout.split('\n').find((l) => l.startsWith(restrictedKeyId))).toMatch(/revoked \d{4}-/);
  });

  it('keys revoke without a KEY_ID is a usage error', async () => {
    const r = await docrec(['keys', 'revoke'], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(usage);
  });

  it('webhooks secret is stable, --rotate replaces it, and --test is a different secret', async () => {
    const secret = async (...extra: string[]) => {
      const r = await docrec(['webhooks', 'secret', '--account', 'acme', ...extra], env);
      expect(r.code, r.stderr).toBe(0);
      const value = r.stdout.trim();
      expect(value).toMatch(/^whsec_\S+$/);
      return value;
    };
    const live = await secret();
    expect(await secret()).toBe(live);
    const rotated = await secret('--rotate');
    expect(rotated).not.toBe(live);
    expect(await secret()).toBe(rotated);
    const test = await secret('--test');
    expect(test).not.toBe(rotated);
    expect(await secret('--test')).toBe(test);
  });

  it('a CLI-made key authenticates on a real server; a revoked one gets 401', async () => {
    server = await startServer(
      loadConfig({ DATABASE_URL: databaseUrl, PORT: '0', DATA_DIR: dataDir, MIN_FREE_DISK_BYTES: '0', LOG_LEVEL: 'silent' }),
      { logger: pino({ level: 'silent' }), defaultMetrics: false },
    );
    // The database already had an account: no first-start credentials.
    expect(server.bootstrap).toBeUndefined();

    const ok = await call(`${server.url}/v1/account`, { key: secretKey });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ object: 'account', name: 'acme', plan: 'free', livemode: true });
    expect(ok.json.limits.requests_per_minute).toBe(10);

    const revoked = await call(`${server.url}/v1/account`, { key: restrictedKey });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer/);

    // Revoked by another process while the server runs: refused once the server's cached
    // principal expires (CACHE_TTL_MS), without any message between the two processes.
    expect((await docrec(['keys', 'revoke', secretKeyId], env)).code).toBe(0);
    await expect
      .poll(async () => (await call(`${server!.url}/v1/account`, { key: secretKey })).status, {
        timeout: CACHE_TTL_MS + 3000,
        interval: 1000,
      })
      .toBe(401);
    const after = await call(`${server.url}/v1/account`, { key: secretKey });
    expect(after.status).toBe(401);
    expect(after.json?.error?.code).toBe('unauthorized');
  });
});

describe('docrec with the embedded database', () => {
  let dataDir: string;
  const children = new Set<ChildProcess>();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'docrec-cli-embedded-'));
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => baseEnv({ DATA_DIR: dataDir });

  /** Starts `docrec serve` on port 0 and resolves once it says it is listening. */
  function serve(): Promise<{ child: ChildProcess; stdout: () => string; exited: Promise<number | null> }> {
    const child = spawn(process.execPath, [cliPath, 'serve'], {
      cwd: root,
      env: baseEnv({ DATA_DIR: dataDir, PORT: '0' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    let err = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not say "listening" in 60 s:\n${out}\n${err}`)), 60_000);
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        // The banner is written with the "listening" line in one write; wait for its end when present.
        if (/is listening on http:\/\/\S+\n/.test(out) && (!out.includes('First start') || out.includes('Try it:'))) {
          clearTimeout(timer);
          resolve({ child, stdout: () => out, exited });
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`serve exited (${code}) before listening:\n${out}\n${err}`));
      });
    });
  }

  it('prints the first-start banner, locks out the CLI while running, and shuts down cleanly', async () => {
    const first = await serve();
    const banner = first.stdout();
    expect(banner).toMatch(/First start: created account "default" \(plan pro\)/);
    expect(banner).toMatch(/secret key \(live\):\s+svc_sk_[0-9A-Za-z]{36}\n/);
    expect(banner).toMatch(/test key \(sandbox\):\s+svc_test_[0-9A-Za-z]{36}\n/);
    expect(banner.match(/^\s*webhook secret \((live|test)\):\s+whsec_\S+$/gm)).toHaveLength(2);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);

    const busy = await docrec(['keys', 'list', '--account', 'default'], env());
    expect(busy.code).not.toBe(0);
    expect(busy.stdout).toBe('');
    expect(busy.stderr).toMatch(/embedded database .* is in use by a running docrec process/);
    expect(busy.stderr).toContain(`pid ${first.child.pid}`);
    expect(busy.stderr.trim().split('\n')).toHaveLength(1);

    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    const code = await Promise.race([first.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000))]);
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    const list = await docrec(['keys', 'list', '--account', 'default'], env());
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(list.stdout).toMatch(/\bsecret\b/);
    expect(list.stdout).toMatch(/\btest\b/);
    expect(list.stdout).not.toMatch(/svc_(sk|test)_[0-9A-Za-z]{8,}/);
  }, 120_000);

  it('does not print the banner again on a second start', async () => {
    const second = await serve();
    const out = second.stdout();
    expect(out).toMatch(/docrec is listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(out).not.toMatch(/First start|svc_sk_|svc_test_|whsec_/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);

  it('npm run docrec -- keys list works the same way', async () => {
    const r = await run('npm', ['run', '--silent', 'docrec', '--', 'keys', 'list', '--account', 'default'], env());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('key_'))).toHaveLength(2);
  }, 60_000);
});
