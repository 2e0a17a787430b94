// A dense page (a 60-row table under prose, some 700 words) is structured in milliseconds.
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { gridLines, hRule, page, prose, vRule } from './structure-tables-page.js';

describe('findTables: speed', () => {
  it('handles a dense page quickly', () => {
    const rows = Array.from({ length: 60 }, (_, r) => [`Item ${r}`, `${r * 13}`, `${r * 7}.50`, `${(r * 31) % 97}`, `${r + 2000}`, 'ok']);
    const lines = [
      ...prose(40, 20, 8),
      ...gridLines(rows, [40, 200, 290, 380, 470, 520], 130, 10.5, { align: ['l', 'r', 'r', 'r', 'r', 'l'], size: 8 }),
    ];
    const input = page(lines);
    const words = lines.reduce((n, l) => n + l.line.words.length, 0);
    expect(words).toBeGreaterThan(500);
    const ruled = page(lines, [
      hRule(36, 560, 127),
      hRule(36, 560, 760),
      ...[36, 195, 285, 375, 465, 515, 560].map((x) => vRule(x, 127, 760)),
      ...rows.map((_, r) => hRule(36, 560, 127 + (r + 1) * 10.5)),
    ]);
    for (const p of [input, ruled]) {
      findTables(p);
      const start = performance.now();
      for (let i = 0; i < 5; i++) findTables(p);
      const ms = (performance.now() - start) / 5;
      expect(findTables(p).tables).toHaveLength(1);
      // Generous: the check is against a blow-up (a quadratic pass), not the ~2 ms it takes on an idle core.
      expect(ms).toBeLessThan(100);
      if (process.env.SHOW_MS) console.log(`findTables ${ms.toFixed(2)} ms`);
    }
  });
});
