// `docrec users …` (the real CLI) on a fresh PostgreSQL schema, checked by signing in to a real
// `docrec serve` child, whose first start prints the admin@localhost password with the keys.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, docrec } from '../support/cli-run.js';
import { freshSchema } from '../support/server.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { DashboardClient } from '../support/dashboard-client.js';

let schema: { url: string; drop: () => Promise<void> };
let dataDir: string;
let serve: ServeProcess;
let env: Record<string, string>;

beforeAll(async () => {
  assertBuilt();
  schema = await freshSchema();
  dataDir = await mkdtemp(join(tmpdir(), 'docrec-cli-users-'));
  env = { DATABASE_URL: schema.url, DATA_DIR: dataDir };
  serve = await serveProcess({ ...env, MIN_FREE_DISK_BYTES: '0', OCR_THREADS: '1' });
});
afterAll(async () => {
  serve?.child.kill('SIGTERM');
  await serve?.exited;
  await schema?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const signIn = (email: string, password: string) => new DashboardClient(serve.url).signIn(email, password);

describe('first start', () => {
  it('prints the dashboard address and the admin@localhost password once, with the keys', async () => {
    const out = serve.output();
    expect(out).toContain(`Dashboard: ${serve.url}/dashboard`);
    const password = /email:\s+admin@localhost\n\s+password:\s+(\S+)\n/.exec(out)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await signIn('admin@localhost', password!)).status).toBe(303);
  });
});

describe('docrec users', () => {
  it('create prints a generated password once; it signs in', async () => {
    const r = await docrec(['users', 'create', '--account', 'default', '--email', 'Ann@Example.com'], env);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await signIn('ann@example.com', lines[0]!)).status).toBe(303);
    const again = await docrec(['users', 'create', '--account', 'default', '--email', 'ann@example.com'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it('create --password-stdin takes the password from stdin and prints none', async () => {
    const r = await docrec(
      ['users', 'create', '--account', 'default', '--email', 'bob@example.com', '--password-stdin'],
      env,
      'a long enough password\n',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect((await signIn('bob@example.com', 'a long enough password')).status).toBe(303);
    const short = await docrec(['users', 'create', '--account', 'default', '--email', 'c@example.com', '--password-stdin'], env, 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
  });

  it('list shows the users of the account', async () => {
    const r = await docrec(['users', 'list', '--account', 'default'], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/admin@localhost/);
    expect(r.stdout).toMatch(/ann@example\.com/);
    expect(r.stdout).not.toMatch(/scrypt/);
  });

  it('reset-password replaces the password and ends the sessions of the user', async () => {
    const client = new DashboardClient(serve.url);
    expect((await client.signIn('bob@example.com', 'a long enough password')).status).toBe(303);
    expect((await client.get('/dashboard/overview')).status).toBe(200);
    const r = await docrec(['users', 'reset-password', '--email', 'bob@example.com'], env);
    expect(r.code, r.stderr).toBe(0);
    const fresh = r.stdout.trim();
    expect((await client.get('/dashboard/overview')).status).toBe(303);
    expect((await signIn('bob@example.com', 'a long enough password')).status).toBe(401);
    expect((await signIn('bob@example.com', fresh)).status).toBe(303);
  });

  it('delete removes the user; unknown users and bad usage are clear errors', async () => {
    expect((await docrec(['users', 'delete', '--email', 'ann@example.com'], env)).code).toBe(0);
    const gone = await docrec(['users', 'delete', '--email', 'ann@example.com'], env);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('no user ann@example.com');
    const usage = await docrec(['users', 'create', '--email', 'x@example.com'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--account is required');
  });
});
