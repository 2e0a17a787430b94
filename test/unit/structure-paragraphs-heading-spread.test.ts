import { describe, expect, it } from 'vitest';
import { rankHeadingStyles, sizeSpread } from '../../src/structure/paragraphs/heading-levels.js';

describe('heading levels where sizes are measured, not known', () => {
  it("takes the body text's wander from its size as the slack for one heading style", () => {
    // Fonts: every paragraph exactly the body size.
    expect(
      sizeSpread(9.5, [
        { size: 9.5, chars: 300 },
        { size: 9.5, chars: 200 },
      ]),
    ).toBe(0.05);
    // A scan: paragraphs measured 4% around the body size, so one heading style wanders ~8%.
    const scan = sizeSpread(11.5, [
      { size: 12, chars: 300 },
      { size: 11.5, chars: 200 },
      { size: 11, chars: 250 },
      { size: 12, chars: 300 },
    ]);
    expect(scan).toBeGreaterThan(0.07);
    expect(scan).toBeLessThanOrEqual(0.15);
  });

  it('puts headings of one style at one level on a scan, and keeps font sizes apart on a text layer', () => {
    const scanned = rankHeadingStyles(
      [
        { size: 19, bold: false },
        { size: 17.5, bold: false },
      ],
      0.087,
    );
    expect(scanned['19']).toBe(scanned['17.5']);
    const fonts = rankHeadingStyles([
      { size: 19, bold: false },
      { size: 17.5, bold: false },
    ]);
    expect(fonts['17.5']).toBe(fonts['19']! + 1);
  });
});
