import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../../src/domain/sniff.js';

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');
const pad = (b: Buffer, n = 32) => Buffer.concat([b, Buffer.alloc(Math.max(0, n - b.length), 0x11)]);

function bmp(dibSize: number): Buffer {
  const b = Buffer.alloc(64);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(64, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(dibSize, 14);
  return b;
}

describe('sniffFormat', () => {
  it.each([
    ['png', pad(hex('89504e470d0a1a0a0000000d49484452')), 'image/png', '.png'],
    ['jpeg (JFIF)', pad(hex('ffd8ffe000104a464946')), 'image/jpeg', '.jpg'],
    ['jpeg (Exif)', pad(hex('ffd8ffe1')), 'image/jpeg', '.jpg'],
    ['tiff LE', pad(hex('49492a0008000000')), 'image/tiff', '.tif'],
    ['tiff BE', pad(hex('4d4d002a00000008')), 'image/tiff', '.tif'],
    ['bigtiff LE', pad(hex('49492b0008000000')), 'image/tiff', '.tif'],
    ['bigtiff BE', pad(hex('4d4d002b00080000')), 'image/tiff', '.tif'],
    ['gif87a', pad(Buffer.from('GIF87a')), 'image/gif', '.gif'],
    ['gif89a', pad(Buffer.from('GIF89a')), 'image/gif', '.gif'],
    ['webp', pad(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')), 'image/webp', '.webp'],
    ['bmp v3', bmp(40), 'image/bmp', '.bmp'],
    ['bmp v5', bmp(124), 'image/bmp', '.bmp'],
    ['bmp core', bmp(12), 'image/bmp', '.bmp'],
    ['pdf at 0', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), 'application/pdf', '.pdf'],
    ['pdf after junk', Buffer.concat([Buffer.alloc(1000, 0x20), Buffer.from('%PDF-1.4\n')]), 'application/pdf', '.pdf'],
  ])('detects %s', (_name, head, contentType, ext) => {
    expect(sniffFormat(head)).toEqual({ contentType, ext });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('hello world')],
    ['text starting with BM', Buffer.from('BMW drivers manual, chapter one, page one.')],
    ['riff that is not webp (wav)', pad(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))],
    ['gif without version', pad(Buffer.from('GIF8'))],
    ['truncated png signature', hex('89504e470d0a1a')],
    ['jpeg SOI without marker', hex('ffd8')],
    ['tiff with wrong magic number', pad(hex('49492c00'))],
    ['zip', pad(hex('504b0304'))],
    ['pdf marker past 1024 bytes', Buffer.concat([Buffer.alloc(1020, 0x20), Buffer.from('%PDF-1.4\n')])],
  ])('rejects %s', (_name, head) => {
    expect(sniffFormat(head)).toBeNull();
  });

  it('prefers the fixed-offset signature over an embedded %PDF-', () => {
    const png = Buffer.concat([hex('89504e470d0a1a0a'), Buffer.from('tEXt %PDF-1.4')]);
    expect(sniffFormat(png)?.contentType).toBe('image/png');
  });

  it('ignores bytes beyond the first kilobyte even when given more', () => {
    const big = Buffer.concat([Buffer.alloc(4096, 0x20), Buffer.from('%PDF-1.4')]);
    expect(sniffFormat(big)).toBeNull();
  });
});
