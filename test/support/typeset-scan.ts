// A page whose structure the test knows exactly, as a scanner would hand it over: Chromium prints
// the HTML to a PDF, mutool renders its first page to a gray PNG at `dpi`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The page as a gray PNG in `dir`, or null where chromium or mutool is missing. */
export function typesetScan(dir: string, html: string, dpi: number, name = 'page'): string | null {
  const source = join(dir, `${name}.html`);
  const pdf = join(dir, `${name}.pdf`);
  const png = join(dir, `${name}.png`);
  writeFileSync(source, html);
  try {
    execFileSync(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${mkdtempSync(join(dir, 'profile-'))}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${pdf}`,
        source,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    execFileSync('mutool', ['draw', '-q', '-r', String(dpi), '-c', 'gray', '-o', png, pdf, '1'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return png;
}
