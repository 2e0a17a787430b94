// A page of two flat grounds (a slide's dark panel beside white paper) is no uneven light: the
// `background` step would grey the panel and lose its light text. Chromium typesets the slide,
// mutool renders it at 300 DPI, the page worker reads it: no `background` step, and the panel's
// lines come back.
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { readScan, typesetScan } from '../support/typeset-scan.js';

const work = makeWorkDir();
const PANEL = ['Annual meeting of owners', 'Tuesday 24 March 2026', 'Community hall, Elm Road 5'];
const PAGE = `<!doctype html><html><head><style>@page { size: 297mm 210mm; margin: 0 }
body { margin: 0; font-family: 'DejaVu Sans'; display: flex; height: 210mm }
aside { width: 92mm; background: #444; color: #fff; padding: 20mm 12mm; font-size: 15pt; line-height: 1.6 }
main { padding: 20mm 14mm; font-size: 16pt; line-height: 1.9 }</style></head><body>
<aside><div style="font-size:30pt;font-weight:bold;margin-bottom:10mm">Agenda</div>${PANEL.map((l) => `<div>${l}</div>`).join('')}</aside>
<main><div>18:00 Opening and choice of a chair</div><div>18:15 Report of the board for 2025</div>
<div>18:45 Budget for the coming year</div><div>19:15 Insulation of the building</div><div>19:45 Votes on the resolutions</div></main>
</body></html>`;

afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('a dark panel beside white paper', () => {
  it('is read without evening out the light, its light text included', async () => {
    const png = await typesetScan(work.dir, PAGE, 300);
    if (png === null) return; // no chromium or mutool here: nothing to typeset the page with
    const result = await readScan(png, 'en');
    expect(result.prepared ?? []).not.toContain('background');
    for (const line of [...PANEL, 'Agenda', 'Report of the board for 2025']) expect(result.text).toContain(line);
  }, 60_000);
});
