import { describe, expect, it } from 'vitest';
import { attachment } from '../../src/http/content-disposition.js';

describe('attachment', () => {
  it('replaces the extension of a plain name', () => {
    expect(attachment('scan.tif', '.pdf')).toBe('attachment; filename="scan.pdf"');
    expect(attachment('report.final.PDF', '.pdf')).toBe('attachment; filename="report.final.pdf"');
    expect(attachment('noext', '.pdf')).toBe('attachment; filename="noext.pdf"');
    expect(attachment('.pdf', '.hocr')).toBe('attachment; filename=".pdf.hocr"');
  });

  it('never lets quotes, backslashes or control characters into the header', () => {
    const header = attachment('a"b\\c\r\nSet-Cookie: x.png', '.pdf');
    expect(header).toBe('attachment; filename="a_b_c__Set-Cookie: x.pdf"');
  });

  it('gives non-ASCII names as filename* with an ASCII fallback', () => {
    const header = attachment('Лист (копія).jpg', '.pdf');
    expect(header).toBe(
      `attachment; filename="____ (_____).pdf"; filename*=UTF-8''${'%D0%9B%D0%B8%D1%81%D1%82%20%28%D0%BA%D0%BE%D0%BF%D1%96%D1%8F%29.pdf'}`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Лист (копія).pdf');
  });
});
