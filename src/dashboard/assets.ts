// The dashboard's static files, served from memory under content-hashed names, so they can be
// cached for a year and a new build is fetched at once. The script is the tsc output of
// client/dashboard.ts; the style sheet is a TypeScript string (tsc copies nothing else).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { styleSheet } from './style.js';

interface Asset {
  name: string;
  body: Buffer;
  type: string;
}

function hashed(base: string, ext: string, body: Buffer, type: string): Asset {
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name: `${base}.${digest}.${ext}`, body, type };
}

/** From dist the compiled script sits next to this module; from src (tests) it is in dist. */
function clientScript(): Buffer {
  const candidates = [
    new URL('./client/dashboard.js', import.meta.url),
    new URL('../../dist/src/dashboard/client/dashboard.js', import.meta.url),
  ];
  for (const url of candidates) {
    const path = fileURLToPath(url);
    // The .ts source next to src/dashboard is not what the browser runs; only a compiled .js counts.
    if (existsSync(path)) return readFileSync(path);
  }
  throw new Error('dashboard script not built: run `npx tsc -p tsconfig.json`');
}

let cached: { script: Asset; style: Asset; byName: Map<string, Asset> } | undefined;

export function dashboardAssets() {
  if (!cached) {
    // The source map comment would point the browser at a file we do not serve.
    const code = clientScript()
      .toString('utf8')
      .replace(/\n\/\/# sourceMappingURL=.*$/m, '\n');
    const script = hashed('dashboard', 'js', Buffer.from(code), 'text/javascript; charset=utf-8');
    const style = hashed('dashboard', 'css', Buffer.from(styleSheet), 'text/css; charset=utf-8');
    cached = { script, style, byName: new Map([script, style].map((a) => [a.name, a])) };
  }
  return cached;
}

export const assetUrl = (asset: Asset) => `/dashboard/assets/${asset.name}`;
