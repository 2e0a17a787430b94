// The dashboard in a real browser (Debian chromium via playwright-core) against a real
// `docrec serve` child on PostgreSQL, signed in: the webhook secret revealed and rotated with a
// signed delivery, uploads followed to completed, a document's text and downloads, test mode,
// and the pages at 360 px. Screenshots go to test/artifacts/ (ignored by git), at 1280 and 360 px.
// No page may log a script error or a CSP violation: checked after the last test (afterAll).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ServeProcess } from '../support/serve-process.js';
import { screenshot } from '../support/browser.js';
import { signInInBrowser, startDashboardInBrowser } from '../support/dashboard-in-browser.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { call, form } from '../support/http.js';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { verifyWebhook } from '../../src/webhooks/verify-webhook.js';

let serve: ServeProcess;
let dataDir: string;
let page: Page;
let receiver: WebhookReceiver;
let password: string;
const problems: string[] = [];

const shot = (name: string) => screenshot(page, name);

let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ serve, dataDir, page, password, stop } = await startDashboardInBrowser(
    'dash-browser-docs',
    { WEBHOOK_ALLOW_PRIVATE: 'true' },
    problems,
  ));
  await signInInBrowser(page, serve.url, password);
}, 120_000);
afterAll(async () => {
  const seen = [...problems];
  await stop?.();
  await receiver?.close();
  // The test 'met no script error and no Content-Security-Policy violation on any page' is in
  // dashboard-browser-keys; the pages of this file meet the same rule here (no wrong password here).
  expect(seen).toEqual([]);
});

describe('the dashboard in chromium', { timeout: 120_000 }, () => {
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
    const up = await call(`${serve.url}/v1/documents`, {
      method: 'POST',
      key: secretKey,
      body: form(await readFile(pdf.path), { webhook_url: `${receiver.url}/hook` }, 'hooked.pdf'),
    });
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
    await page.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('[data-testid=upload-status]')];
        return cells.length === 2 && cells.every((c) => c.textContent?.startsWith('completed'));
      },
      undefined,
      { timeout: 60_000 },
    );
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
    expect(await readFile(await text.path(), 'utf8')).toContain('Page 3:');
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON' }).click()]);
    const doc = JSON.parse(await readFile(await json.path(), 'utf8'));
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
    for (const [name, path] of [
      ['overview', 'overview'],
      ['documents', 'documents'],
      ['api-keys', 'settings/api-keys'],
      ['webhooks', 'settings/webhooks'],
    ]) {
      await page.goto(`${serve.url}/dashboard/${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await shot(`narrow-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
