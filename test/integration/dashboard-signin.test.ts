// Sign-in throttling (10 failures per 15 minutes per email and per client address, kept in the
// database so a second instance refuses too) and the timing of unknown email vs wrong password.
// Connections come from distinct loopback addresses (127.0.0.x) to stand for distinct clients.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { createDashboardUser } from '../../src/services/accounts/dashboard-users.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { DashboardClient } from '../support/dashboard-client.js';
import { median } from '../support/stats.js';

let t: TestServer;
let second: RunningServer;
let secondDir: string;
let adminPassword: string;

const from = (address: string, url = t.url) => new DashboardClient(url, address);

beforeAll(async () => {
  t = await startTestServer('postgres');
  adminPassword = t.server.bootstrap!.dashboardPassword;
  secondDir = await mkdtemp(join(tmpdir(), 'docrec-dash-second-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: secondDir,
    MIN_FREE_DISK_BYTES: '0',
    LOG_LEVEL: 'silent',
    OCR_THREADS: '1',
    DATABASE_URL: t.server.deps.config.databaseUrl!,
  });
  second = await startServer(config, { logger: pino({ level: 'silent' }), defaultMetrics: false });
});
afterAll(async () => {
  await second?.stop();
  await t?.stop();
  await rm(secondDir, { recursive: true, force: true });
});

describe('sign-in throttling', { timeout: 90_000 }, () => {
  it('after 10 failures for an email, the 11th attempt is refused even with the right password, on both instances', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await from(`127.0.0.${31 + i}`).signIn('admin@localhost', `wrong-${i}-password`);
      expect(r.status).toBe(401);
    }
    const eleventh = await from('127.0.0.45').signIn('admin@localhost', adminPassword);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('set-cookie')).toBeNull();
    expect(eleventh.text).toMatch(/Try again in 1[45] minutes\./);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(13 * 60);
    const elsewhere = await from('127.0.0.46', second.url).signIn('Admin@Localhost', adminPassword);
    expect(elsewhere.status).toBe(429);
  });

  it('after 10 failures from one address, that address is refused for every email; another address is not', async () => {
    const db = t.server.deps.database.db;
    const user = await createDashboardUser(db, { accountName: 'default', email: 'ops@example.com' });
    for (let i = 0; i < 10; i++) {
      const r = await from('127.0.0.60').signIn(`nobody-${i}@example.com`, 'whatever-password');
      expect(r.status).toBe(401);
    }
    const blocked = await from('127.0.0.60').signIn('ops@example.com', user.password);
    expect(blocked.status).toBe(429);
    expect((await from('127.0.0.60', second.url).signIn('ops@example.com', user.password)).status).toBe(429);
    const other = await from('127.0.0.61').signIn('ops@example.com', user.password);
    expect(other.status).toBe(303);
  });
});

describe('sign-in timing', { timeout: 90_000 }, () => {
  it('takes as long for an unknown email as for a wrong password', async () => {
    const db = t.server.deps.database.db;
    await createDashboardUser(db, { accountName: 'default', email: 'timing@example.com' });
    const unknown: number[] = [];
    const wrong: number[] = [];
    const time = async (email: string, address: string) => {
      const started = performance.now();
      const r = await from(address).signIn(email, 'not-the-password-at-all');
      expect(r.status).toBe(401);
      return performance.now() - started;
    };
    // Interleaved, so load on the machine hits both alike; 8 wrong passwords stay under the throttle.
    for (let i = 0; i < 8; i++) {
      unknown.push(await time(`ghost-${i}@example.com`, `127.0.1.${i + 1}`));
      wrong.push(await time('timing@example.com', `127.0.2.${i + 1}`));
    }
    const ratio = median(unknown) / median(wrong);
    // Without the dummy hash an unknown email skips scrypt and answers ~10x sooner.
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, wrong ${median(wrong).toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
