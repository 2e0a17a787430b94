// Image sizes and resolutions read from headers alone, and hostile headers refused.
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UnsupportedImageError, readImageHeader, type ReadAt } from '../../src/layout/image-header.js';

const reader =
  (bytes: Buffer): ReadAt =>
  (position, length) =>
    bytes.subarray(position, position + length);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function png(width: number, height: number, pixelsPerMetre?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const chunks = [pngChunk('IHDR', ihdr)];
  if (pixelsPerMetre !== undefined) {
    const phys = Buffer.alloc(9);
    phys.writeUInt32BE(pixelsPerMetre, 0);
    phys.writeUInt32BE(pixelsPerMetre, 4);
    phys[8] = 1; // metre
    chunks.push(pngChunk('pHYs', phys));
  }
  chunks.push(pngChunk('IDAT', Buffer.alloc(4)));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ...chunks]);
}

/** A little-endian classic TIFF whose IFDs hold only width and height. */
function tiff(pages: [number, number][], loop = false): Buffer {
  const ifdSize = 2 + 2 * 12 + 4;
  const parts = [Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0])];
  pages.forEach(([w, h], i) => {
    const b = Buffer.alloc(ifdSize);
    b.writeUInt16LE(2, 0);
    [
      [256, w],
      [257, h],
    ].forEach(([tag, value], j) => {
      b.writeUInt16LE(tag!, 2 + j * 12);
      b.writeUInt16LE(4, 4 + j * 12); // LONG
      b.writeUInt32LE(1, 6 + j * 12);
      b.writeUInt32LE(value!, 10 + j * 12);
    });
    const last = i === pages.length - 1;
    b.writeUInt32LE(last ? (loop ? 8 : 0) : 8 + (i + 1) * ifdSize, 26);
    parts.push(b);
  });
  return Buffer.concat(parts);
}

describe('readImageHeader', () => {
  it('reads a PNG size and its pHYs resolution without touching IDAT', () => {
    expect(readImageHeader('image/png', reader(png(20000, 20000)))).toEqual({ width: 20000, height: 20000, dpi: null });
    const dpi = readImageHeader('image/png', reader(png(10, 10, 11811))).dpi; // 11811 px/m
    expect(dpi).toBeCloseTo(300, 0);
  });

  it('reads every page of a TIFF and refuses a page past the end or an IFD loop', () => {
    const bytes = tiff([
      [100, 50],
      [20000, 20000],
    ]);
    expect(readImageHeader('image/tiff', reader(bytes), 1)).toMatchObject({ width: 20000, height: 20000 });
    expect(() => readImageHeader('image/tiff', reader(bytes), 2)).toThrow(/no page 3/);
    expect(() => readImageHeader('image/tiff', reader(tiff([[1, 1]], true)), 5)).toThrow(/no page 6/);
  });

  it('marks BigTIFF as unsupported rather than broken', () => {
    const big = Buffer.from([0x49, 0x49, 43, 0, 8, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0]);
    expect(() => readImageHeader('image/tiff', reader(big))).toThrow(UnsupportedImageError);
  });

  it('reads BMP headers, including top-down rows (negative height)', () => {
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(640, 18);
    bmp.writeInt32LE(-480, 22);
    bmp.writeInt32LE(3780, 38); // 96 DPI
    expect(readImageHeader('image/bmp', reader(bmp))).toEqual({ width: 640, height: 480, dpi: expect.closeTo(96, 0) });
  });

  it('reads the JPEG frame size after JFIF density and skips other segments', () => {
    const jfif = Buffer.from('ffe000104a46494600010101009600960000', 'hex'); // 150 DPI
    const comment = Buffer.from('fffe0005414243', 'hex');
    const sof = Buffer.from('ffc0000b08012c0190010111', 'hex'); // 400×300
    const jpeg = Buffer.concat([Buffer.from('ffd8', 'hex'), jfif, comment, sof]);
    expect(readImageHeader('image/jpeg', reader(jpeg))).toEqual({ width: 400, height: 300, dpi: 150 });
  });

  it('throws on truncated headers instead of returning zeros', () => {
    expect(() => readImageHeader('image/png', reader(png(1, 1).subarray(0, 20)))).toThrow(/truncated/);
    expect(() => readImageHeader('image/jpeg', reader(Buffer.from('ffd8ffe0', 'hex')))).toThrow();
    expect(() => readImageHeader('image/gif', reader(Buffer.from('GIF89a')))).toThrow(/truncated/);
  });
});
