// Debian's chromium driven by playwright-core (which downloads nothing), headless, with a fresh
// profile and the flags that keep it off the network: without them chromium keeps calling home.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';
export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A persistent context on a throwaway profile directory (a fresh user-data-dir each time);
 * `javaScriptEnabled: false` for pages that must work without scripts.
 */
export async function launchBrowser(
  viewport = { width: 1280, height: 900 },
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'docrec-chromium-'));
  await mkdir(artifactsDir, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args,
    viewport,
    acceptDownloads: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A new page whose console errors and script errors land in `problems` (a CSP violation, inline script or style, shows up there). */
export async function watchedPage(browser: Browser, problems: string[]): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return page;
}

/** A full-page screenshot to test/artifacts/<name>.png (ignored by git). */
export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}
