// A dashboard under test in a real browser: `docrec serve` on a fresh PostgreSQL schema and data
// directory, its first user's password (printed at the first start), and a chromium page whose
// console and script errors are collected. stop() undoes all of it. signInInBrowser() signs in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, watchedPage, type Browser } from './browser.js';
import { serveProcess, type ServeProcess } from './serve-process.js';
import { freshSchema } from './server.js';

export interface DashboardInBrowser {
  serve: ServeProcess;
  dataDir: string;
  browser: Browser;
  page: Page;
  password: string;
  stop: () => Promise<void>;
}

export async function startDashboardInBrowser(name: string, env: Record<string, string>, problems: string[]): Promise<DashboardInBrowser> {
  const schema = await freshSchema();
  const dataDir = await mkdtemp(join(tmpdir(), `docrec-${name}-`));
  const serve = await serveProcess({
    DATABASE_URL: schema.url,
    DATA_DIR: dataDir,
    MIN_FREE_DISK_BYTES: '0',
    OCR_THREADS: '1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const password = /email:\s+admin@localhost\n\s+password:\s+(\S+)\n/.exec(serve.output())![1]!;
  const browser = await launchBrowser();
  const page = await watchedPage(browser, problems);
  const stop = async (): Promise<void> => {
    await browser.close();
    serve.child.kill('SIGTERM');
    await serve.exited;
    await schema.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { serve, dataDir, browser, page, password, stop };
}

/** Signs the first user (admin@localhost) in through the sign-in form and waits for the overview. */
export async function signInInBrowser(page: Page, url: string, password: string): Promise<void> {
  await page.goto(`${url}/dashboard/sign-in`);
  await page.getByLabel('Email').fill('admin@localhost');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/dashboard/overview`);
}
