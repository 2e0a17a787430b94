// The dashboard in a real browser (Debian chromium via playwright-core) against a real
// `docrec serve` child on PostgreSQL: keys, webhook secret, uploads, modes, sign-out.
// Screenshots of the main pages go to test/artifacts/ (ignored by git), at 1280 and 360 px.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ServeProcess } from '../support/serve-process.js';
import { artifactsDir } from '../support/browser.js';
import { startDashboardInBrowser } from '../support/dashboard-in-browser.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { call, form } from '../support/http.js';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { verifyWebhook } from '../../src/webhooks/verify-webhook.js';
import { CACHE_TTL_MS } from '../../src/services/principal-lookup.js';

let serve: ServeProcess;
let dataDir: string;
let page: Page;
let receiver: WebhookReceiver;
let password: string;
const problems: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });

let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ serve, dataDir, page, password, stop } = await startDashboardInBrowser('dash-browser', { WEBHOOK_ALLOW_PRIVATE: 'true' }, problems));
}, 120_000);
afterAll(async () => {
  await stop?.();
  await receiver?.close();
});

describe('the dashboard in chromium', { timeout: 120_000 }, () => {
  it('signs in with the first-start password', async () => {
    await page.goto(`${serve.url}/dashboard`);
    expect(page.url()).toBe(`${serve.url}/dashboard/sign-in`);
    await shot('sign-in');
    await page.getByLabel('Email').fill('admin@localhost');
    await page.getByLabel('Password').fill('wrong password, surely');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('The email or the password is wrong');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${serve.url}/dashboard/overview`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Overview');
    await shot('overview');
  });

  let restrictedKey = '';
  it('creates a restricted key with two scopes, shown once; the API honours its scopes', async () => {
    await page.getByRole('link', { name: 'Settings → API Keys' }).click();
    await page.getByLabel('Name').fill('browser test key');
    await page.getByLabel('Type').selectOption('restricted');
    await page.getByLabel('documents:read').check();
    await page.getByLabel('account:read').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    restrictedKey = (await page.getByTestId('new-key').textContent())!.trim();
    expect(restrictedKey).toMatch(/^svc_rk_[0-9A-Za-z]{36}$/);
    expect(await page.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
    await shot('api-key-created');
    expect((await call(`${serve.url}/v1/account`, { key: restrictedKey })).status).toBe(200);
    expect((await call(`${serve.url}/v1/webhooks/deliveries`, { key: restrictedKey })).status).toBe(403);
    await page.getByRole('link', { name: 'Done' }).click();
    await page.reload();
    const list = await page.content();
    expect(list).not.toContain(restrictedKey);
    expect(list).toContain('browser test key');
    expect(list).toContain(`${restrictedKey.slice(0, 7)}…${restrictedKey.slice(-4)}`);
    await shot('api-keys');
  });

  it('revokes the key after a confirmation; the API answers 401 within the key-cache TTL', async () => {
    await page.getByRole('row', { name: /browser test key/ }).getByRole('link', { name: 'Revoke…' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Revoke this key?');
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.waitForURL(`${serve.url}/dashboard/settings/api-keys`);
    expect(await page.getByRole('row', { name: /browser test key/ }).textContent()).toContain('revoked');
    const revokedAt = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - revokedAt < 15_000) {
      status = (await call(`${serve.url}/v1/account`, { key: restrictedKey })).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(401);
    // The server's key cache keeps a key for CACHE_TTL_MS (5 s); generous room for a loaded machine.
    expect(Date.now() - revokedAt).toBeLessThan(CACHE_TTL_MS + 5_000);
  });

  it('reveals and rotates the webhook secret; a delivery is signed with the new one and the previous one', async () => {
    await page.getByRole('link', { name: 'Settings → Webhooks' }).click();
    expect(await page.content()).not.toContain('whsec_');
    await page.getByRole('button', { name: 'Reveal secret' }).click();
    const oldSecret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(oldSecret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const newSecret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    await shot('webhooks-rotated');
    const pdf = bornDigitalPdf(dataDir, 1, 'hooked');
    const secretKey = serve.secretKey!;
    const up = await call(`${serve.url}/v1/documents`, { method: 'POST', key: secretKey, body: form(await readFile(pdf.path), { webhook_url: `${receiver.url}/hook` }, 'hooked.pdf') });
    expect(up.status, up.text).toBe(202);
    const [hook] = await receiver.waitFor('/hook', 1, 60_000);
    expect(verifyWebhook(hook!.raw, hook!.headers['x-service-signature'], newSecret)).toBe(true);
    expect(verifyWebhook(hook!.raw, hook!.headers['x-service-signature-previous'], oldSecret)).toBe(true);
    await page.reload();
    await page.getByRole('link', { name: 'Details' }).first().click();
    await page.waitForSelector('[data-testid=delivery-status]');
    expect(await page.getByTestId('delivery-status').textContent()).toBe('succeeded');
    await page.getByRole('button', { name: 'Redeliver now' }).click();
    await receiver.waitFor('/hook', 2, 60_000);
    // The redeliver form's own navigation may still be under way: reload once it has settled.
    await page.waitForLoadState('load');
    await page.reload().catch(async () => {
      await page.waitForLoadState('load');
      await page.reload();
    });
    expect(await page.getByRole('table').textContent()).toMatch(/200/);
    await shot('webhook-delivery');
  });

  const uploaded: string[] = [];
  it('uploads two files by the file input and follows them to completed without reloading', async () => {
    await page.getByRole('link', { name: 'Documents', exact: true }).click();
    const files = [bornDigitalPdf(dataDir, 2, 'first-upload'), bornDigitalPdf(dataDir, 3, 'second-upload')];
    await page.getByLabel(/^Files/).setInputFiles(files.map((f) => f.path));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('button', { name: 'Upload' }).click();
    const statuses = page.getByTestId('upload-status');
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('[data-testid=upload-status]')];
      return cells.length === 2 && cells.every((c) => c.textContent?.startsWith('completed'));
    }, undefined, { timeout: 60_000 });
    expect(await statuses.count()).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    for (const link of await page.locator('#upload-progress a').all()) uploaded.push((await link.getAttribute('href'))!.split('/').pop()!);
    expect(uploaded).toHaveLength(2);
    await shot('documents-uploaded');
  });

  it('opens a document: its text per page and its downloads', async () => {
    await page.locator('#upload-progress a', { hasText: 'second-upload' }).click();
    await page.waitForSelector('[data-testid=page-text]');
    const texts = await page.getByTestId('page-text').allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Page 1:');
    await shot('document');
    const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download text' }).click()]);
    expect(text.suggestedFilename()).toBe('second-upload.txt');
    expect(await readFile((await text.path())!, 'utf8')).toContain('Page 3:');
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON' }).click()]);
    const doc = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(doc.status).toBe('completed');
    expect(doc.pages).toHaveLength(3);
    await page.goto(`${serve.url}/dashboard/documents`);
    await shot('documents');
    await page.goto(`${serve.url}/dashboard/overview`);
    expect(await page.locator('.stat', { hasText: 'Documents today' }).locator('.value').textContent()).toBe('3');
    await shot('overview-with-usage');
    await page.goto(`${serve.url}/dashboard/documents`);
  });

  it('switches to test mode and shows none of the live documents', async () => {
    await page.getByRole('button', { name: 'Switch to test' }).click();
    await page.waitForURL(`${serve.url}/dashboard/documents`);
    expect(await page.getByTestId('mode').textContent()).toBe('test');
    const html = await page.content();
    for (const id of uploaded) expect(html).not.toContain(id);
    expect(html).toContain('No documents in test mode yet');
    await shot('documents-test-mode');
    await page.getByRole('button', { name: 'Switch to live' }).click();
  });

  it('lays out at 360 px wide', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [name, path] of [['overview', 'overview'], ['documents', 'documents'], ['api-keys', 'settings/api-keys'], ['webhooks', 'settings/webhooks']]) {
      await page.goto(`${serve.url}/dashboard/${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await shot(`narrow-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs out; the back button then shows nothing private', async () => {
    await page.goto(`${serve.url}/dashboard/settings/api-keys`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${serve.url}/dashboard/sign-in`);
    await page.goBack();
    await page.waitForLoadState();
    const html = await page.content();
    expect(page.url()).toBe(`${serve.url}/dashboard/sign-in`);
    expect(html).not.toContain('browser test key');
    expect(html).not.toContain('admin@localhost · default');
  });

  it('works with the keyboard alone: sign in, reach a page, sign out', async () => {
    await page.goto(`${serve.url}/dashboard/sign-in`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await page.keyboard.type('admin@localhost');
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${serve.url}/dashboard/overview`);
    // Tab to the Documents link and follow it; focus is visible on the way (outline style).
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Documents') break;
    }
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${serve.url}/dashboard/documents`);
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${serve.url}/dashboard/sign-in`);
  });

  it('met no script error and no Content-Security-Policy violation on any page', () => {
    // The sign-in with a wrong password answers 401, which chromium logs as a failed load.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });
});
