// Pixel dimensions and resolution of an image file, read from its header alone. The page worker
// checks MAX_PIXELS with these numbers before mupdf may decode anything: mupdf decodes a TIFF or
// BMP page as soon as it loads it, so a 1 KiB file declaring 20000×20000 would cost 400 MB first.
// The searchable PDF of an image (image-pages.ts) sizes its pages from the same header, so it lives
// here, below both.
import { readSync } from 'node:fs';

export interface ImageHeader {
  width: number;
  height: number;
  /** Horizontal resolution stated in the file, or null when the file does not say. */
  dpi: number | null;
}

/** A variant of a known format that mupdf cannot decode either (BigTIFF). */
export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

/** An image that states no usable resolution is taken as a scan at this many DPI. */
const ASSUMED_DPI = 300;

/**
 * The resolution an image states, as Tesseract wants it (70..1200). Unknown or absurd values
 * (0, 1, 65535 dpi) mean the writer left a placeholder: assume a 300 DPI scan.
 */
export function imageDpi(stated: number | null): number {
  if (stated === null || !Number.isFinite(stated) || stated < 20 || stated > 10_000) return ASSUMED_DPI;
  return Math.round(Math.min(1200, Math.max(70, stated)));
}

/** Reads `length` bytes at `position` (fewer at end of file). */
export type ReadAt = (position: number, length: number) => Buffer;

export function fileReader(fd: number): ReadAt {
  return (position, length) => {
    const buf = Buffer.alloc(length);
    return buf.subarray(0, readSync(fd, buf, 0, length, position));
  };
}

/** Header of page `index` (0-based; only TIFF has more than one). Throws on a malformed header. */
export function readImageHeader(kind: string, read: ReadAt, index = 0): ImageHeader {
  switch (kind) {
    case 'image/png':
      return pngHeader(read);
    case 'image/jpeg':
      return jpegHeader(read);
    case 'image/gif': {
      const b = need(read(0, 10), 10);
      return { width: b.readUInt16LE(6), height: b.readUInt16LE(8), dpi: null };
    }
    case 'image/bmp':
      return bmpHeader(read);
    case 'image/tiff':
      return tiffHeader(read, index);
    default:
      throw new Error(`no header reader for ${kind}`);
  }
}

function need(buf: Buffer, length: number): Buffer {
  if (buf.length < length) throw new Error('image header is truncated');
  return buf;
}

const perMetre = (ppm: number): number | null => (ppm > 0 ? ppm * 0.0254 : null);

function pngHeader(read: ReadAt): ImageHeader {
  const ihdr = need(read(8, 25), 25);
  const header: ImageHeader = { width: ihdr.readUInt32BE(8), height: ihdr.readUInt32BE(12), dpi: null };
  // pHYs must come before the first IDAT; walk the chunks until then (a few reads).
  for (let pos = 8, guard = 0; guard < 64; guard++) {
    const head = read(pos, 17);
    if (head.length < 8) break;
    const type = head.toString('latin1', 4, 8);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'pHYs' && head.length >= 17 && head[16] === 1) header.dpi = perMetre(head.readUInt32BE(8));
    pos += 12 + head.readUInt32BE(0);
  }
  return header;
}

function jpegHeader(read: ReadAt): ImageHeader {
  let dpi: number | null = null;
  for (let pos = 2, guard = 0; guard < 256; guard++) {
    const seg = need(read(pos, 18), 4);
    if (seg[0] !== 0xff) throw new Error('JPEG marker expected');
    const marker = seg[1]!;
    if (marker === 0xff) {
      pos += 1;
      continue;
    } // fill byte
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    const length = seg.readUInt16BE(2);
    if (marker === 0xe0 && seg.toString('latin1', 4, 9) === 'JFIF\0' && seg.length >= 16) {
      const density = seg.readUInt16BE(12);
      if (seg[11] === 1 && density > 0) dpi = density;
      if (seg[11] === 2 && density > 0) dpi = density * 2.54;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      need(seg, 9);
      return { width: seg.readUInt16BE(7), height: seg.readUInt16BE(5), dpi };
    }
    pos += 2 + length;
  }
  throw new Error('JPEG frame header not found');
}

function bmpHeader(read: ReadAt): ImageHeader {
  const b = need(read(0, 42), 26);
  const dibSize = b.readUInt32LE(14);
  if (dibSize === 12) return { width: b.readUInt16LE(18), height: b.readUInt16LE(20), dpi: null };
  need(b, 42);
  // A negative height means rows stored top-down.
  return { width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)), dpi: perMetre(b.readInt32LE(38)) };
}

function tiffHeader(read: ReadAt, index: number): ImageHeader {
  const head = need(read(0, 8), 8);
  const le = head.toString('latin1', 0, 2) === 'II';
  const u16 = (b: Buffer, o: number): number => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (b: Buffer, o: number): number => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  if (u16(head, 2) === 43) throw new UnsupportedImageError('BigTIFF is not supported, only classic TIFF');
  if (u16(head, 2) !== 42) throw new Error('not a TIFF header');
  let ifd = u32(head, 4);
  const seen = new Set<number>();
  for (let i = 0; i < index; i++) {
    // The IFD chain can loop in a hostile file.
    if (ifd === 0 || seen.has(ifd)) throw new Error(`TIFF has no page ${index + 1}`);
    seen.add(ifd);
    const count = u16(need(read(ifd, 2), 2), 0);
    ifd = u32(need(read(ifd + 2 + count * 12, 4), 4), 0);
  }
  if (ifd === 0) throw new Error(`TIFF has no page ${index + 1}`);
  const count = u16(need(read(ifd, 2), 2), 0);
  const entries = need(read(ifd + 2, count * 12), count * 12);
  const header: ImageHeader = { width: 0, height: 0, dpi: null };
  let unit = 2; // ResolutionUnit defaults to inch
  let xres: number | null = null;
  for (let e = 0; e < count * 12; e += 12) {
    const tag = u16(entries, e);
    const type = u16(entries, e + 2);
    const value = type === 3 ? u16(entries, e + 8) : u32(entries, e + 8);
    if (tag === 256) header.width = value;
    else if (tag === 257) header.height = value;
    else if (tag === 296) unit = value;
    else if (tag === 282 && type === 5) {
      const rational = need(read(value, 8), 8);
      const den = u32(rational, 4);
      xres = den > 0 ? u32(rational, 0) / den : null;
    }
  }
  if (xres !== null && xres > 0 && unit !== 1) header.dpi = unit === 3 ? xres * 2.54 : xres;
  return header;
}
