// Format detection from magic bytes only: the client's filename and part Content-Type are
// never trusted (API.md, 415 unsupported_media_type).

interface SniffedFormat {
  contentType: string;
  ext: string;
}

/** How many leading bytes sniffFormat wants to see (fewer is fine at end of file). */
export const SNIFF_BYTES = 1024;

const PDF_MARKER = Buffer.from('%PDF-', 'latin1');
// BITMAPCOREHEADER (12), OS/2 v2 (16, 64), BITMAPINFOHEADER (40), V2/V3 (52, 56), V4 (108), V5 (124).
const BMP_DIB_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function startsWith(head: Buffer, magic: readonly number[], offset = 0): boolean {
  if (head.length < offset + magic.length) return false;
  return magic.every((byte, i) => head[offset + i] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

/**
 * Detects a supported format from the first bytes of a file (pass up to SNIFF_BYTES bytes).
 * Fixed-offset signatures are checked first so that a PNG or JPEG that happens to contain
 * "%PDF-" in its first kilobyte is still reported as what it really is.
 */
export function sniffFormat(head: Buffer): SniffedFormat | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', ext: '.png' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: '.jpg' };
  // Classic TIFF (42) and BigTIFF (43), little- and big-endian.
  if (
    startsWith(head, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(head, [0x49, 0x49, 0x2b, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2b])
  ) {
    return { contentType: 'image/tiff', ext: '.tif' };
  }
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { contentType: 'image/gif', ext: '.gif' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', ext: '.webp' };
  }
  // "BM" alone is two printable letters (any text starting "BMW..." would match), so also
  // require a known DIB header size at offset 14: 18 bytes, still tiny.
  if (startsWith(head, ascii('BM')) && head.length >= 18 && BMP_DIB_HEADER_SIZES.has(head.readUInt32LE(14))) {
    return { contentType: 'image/bmp', ext: '.bmp' };
  }
  // PDF readers (Acrobat, and mupdf which renders for us) accept the header anywhere in the
  // first 1024 bytes; files with a leading junk/mail header exist in the wild, so do the same.
  if (head.subarray(0, SNIFF_BYTES).indexOf(PDF_MARKER) !== -1) {
    return { contentType: 'application/pdf', ext: '.pdf' };
  }
  return null;
}
