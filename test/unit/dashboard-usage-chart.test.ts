import { describe, expect, it } from 'vitest';
import { fillDays, usageChart } from '../../src/dashboard/usage-chart.js';

describe('the 30-day usage chart', () => {
  it('fills the 30 UTC days ending today, keeping the days with usage', () => {
    const today = new Date('2026-03-02T23:30:00Z');
    const days = fillDays(
      [
        { day: '2026-03-01', documents: 3, pages: 9 },
        { day: '2026-01-01', documents: 5, pages: 5 },
      ],
      today,
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-02-01');
    expect(days.at(-1)).toEqual({ day: '2026-03-02', documents: 0, pages: 0 });
    expect(days.at(-2)).toEqual({ day: '2026-03-01', documents: 3, pages: 9 });
    expect(days.filter((d) => d.documents > 0)).toHaveLength(1);
  });

  it('draws each series scaled to its own maximum', () => {
    const svg = usageChart([
      { day: '2026-03-01', documents: 1, pages: 10 },
      { day: '2026-03-02', documents: 2, pages: 5 },
    ]).text;
    const heights = [...svg.matchAll(/<rect class="(docs|pages)"[^>]* height="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    expect(heights).toEqual([
      ['docs', 65],
      ['pages', 130],
      ['docs', 130],
      ['pages', 65],
    ]);
    expect(svg).toContain('<title>2026-03-02: 2 documents, 5 pages</title>');
    expect(svg).not.toMatch(/style=/);
  });
});
