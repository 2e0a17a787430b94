// Image-aware mutators: damage that a format-blind flip rarely reaches, because a checksum or
// a length guards it. PNG: IHDR dimensions and fields with the CRC fixed (so the decoder
// believes them), a wrong CRC, a chunk length past the end; JPEG: SOF dimensions, a marker
// segment's length, a marker removed or repeated; TIFF: the first-IFD offset, an IFD entry's
// value (width, length, strip offsets and counts, compression).
import { crc32 } from 'node:zlib';
import type { Mutator } from './byte-mutators.js';
import type { Random } from './random.js';

/** PNG chunks: [offset of the length field, data length, type]. */
function pngChunks(b: Buffer): { at: number; len: number; type: string }[] {
  const chunks = [];
  for (let at = 8; at + 12 <= b.length;) {
    const len = b.readUInt32BE(at);
    chunks.push({ at, len, type: b.toString('latin1', at + 4, at + 8) });
    at += 12 + len;
  }
  return chunks;
}

const isPng = (b: Buffer) => b.length > 33 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 4 && b[0] === 0xff && b[1] === 0xd8;
const isTiff = (b: Buffer) => b.length > 8 && (b.toString('latin1', 0, 2) === 'II' || b.toString('latin1', 0, 2) === 'MM');

/** JPEG marker segments before the scan data: [offset of 0xFF, marker byte, segment length]. */
function jpegSegments(b: Buffer): { at: number; marker: number; len: number }[] {
  const out = [];
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff;) {
    const marker = b[at + 1]!;
    const len = b.readUInt16BE(at + 2);
    out.push({ at, marker, len });
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
    at += 2 + len;
  }
  return out;
}

const dimension = (r: Random) => r.pick([0, 1, 65535, 65500, 40000, r.int(2, 20000)]);

export const imageMutators: Mutator[] = [
  {
    name: 'png-ihdr',
    apply(b, r) {
      if (!isPng(b)) return undefined;
      const out = Buffer.from(b);
      const field = r.pick(['width', 'height', 'both', 'depth', 'color', 'interlace']);
      if (field === 'width' || field === 'both') out.writeUInt32BE(r.chance(0.5) ? dimension(r) : r.edgeNumber() >>> 0, 16);
      if (field === 'height' || field === 'both') out.writeUInt32BE(r.chance(0.5) ? dimension(r) : r.edgeNumber() >>> 0, 20);
      if (field === 'depth') out[24] = r.pick([0, 1, 2, 4, 8, 16, 3, 255]);
      if (field === 'color') out[25] = r.pick([0, 2, 3, 4, 6, 1, 7]);
      if (field === 'interlace') out[28] = r.pick([1, 2]);
      if (r.chance(0.9)) out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29); // keep the CRC right
      return out;
    },
  },
  {
    name: 'png-chunk-crc-or-length',
    apply(b, r) {
      if (!isPng(b)) return undefined;
      const out = Buffer.from(b);
      const c = r.pick(pngChunks(out));
      if (!c) return undefined;
      if (r.chance(0.5)) out.writeUInt32BE(r.int(0, 2 ** 32 - 1), c.at + 8 + Math.min(c.len, out.length - c.at - 12));
      else out.writeUInt32BE(r.edgeNumber() >>> 0, c.at);
      return out;
    },
  },
  {
    name: 'png-idat-with-crc',
    apply(b, r) {
      if (!isPng(b)) return undefined;
      const idats = pngChunks(b).filter((c) => c.type === 'IDAT' && c.at + 12 + c.len <= b.length);
      if (idats.length === 0) return undefined;
      const out = Buffer.from(b);
      const c = r.pick(idats);
      for (let i = 0; i < r.int(1, 16); i++) {
        const at = c.at + 8 + r.int(0, Math.max(0, c.len - 1));
        out[at] = out[at]! ^ (1 << r.int(0, 7));
      }
      out.writeUInt32BE(crc32(out.subarray(c.at + 4, c.at + 8 + c.len)) >>> 0, c.at + 8 + c.len);
      return out;
    },
  },
  {
    name: 'jpeg-sof-dimensions',
    apply(b, r) {
      if (!isJpeg(b)) return undefined;
      const sof = jpegSegments(b).find((s) => s.marker >= 0xc0 && s.marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(s.marker));
      if (!sof) return undefined;
      const out = Buffer.from(b);
      // SOF: length(2) precision(1) height(2) width(2) components(1).
      if (r.chance(0.5)) out.writeUInt16BE(dimension(r), sof.at + 5);
      if (r.chance(0.5)) out.writeUInt16BE(dimension(r), sof.at + 7);
      if (r.chance(0.3)) out[sof.at + 9] = r.pick([0, 2, 4, 255]);
      if (r.chance(0.2)) out[sof.at + 4] = r.pick([0, 12, 16]);
      return out;
    },
  },
  {
    name: 'jpeg-markers',
    apply(b, r) {
      if (!isJpeg(b)) return undefined;
      const segments = jpegSegments(b);
      const s = r.pick(segments);
      if (!s) return undefined;
      const end = Math.min(b.length, s.at + 2 + s.len);
      const action = r.pick(['length', 'remove', 'repeat', 'marker']);
      if (action === 'remove') return Buffer.concat([b.subarray(0, s.at), b.subarray(end)]);
      if (action === 'repeat') return Buffer.concat([b.subarray(0, end), b.subarray(s.at, end), b.subarray(end)]);
      const out = Buffer.from(b);
      if (action === 'length') out.writeUInt16BE(r.pick([0, 1, 2, 65535, r.int(0, 65535)]), s.at + 2);
      else out[s.at + 1] = r.pick([0xd8, 0xd9, 0xc2, 0xc3, 0xdd, 0x00, 0xff]);
      return out;
    },
  },
  {
    name: 'tiff-ifd',
    apply(b, r) {
      if (!isTiff(b)) return undefined;
      const le = b[0] === 0x49;
      const out = Buffer.from(b);
      const u32 = (at: number, v: number) => (le ? out.writeUInt32LE(v >>> 0, at) : out.writeUInt32BE(v >>> 0, at));
      const ifd = le ? out.readUInt32LE(4) : out.readUInt32BE(4);
      if (r.chance(0.25) || ifd + 2 > out.length) {
        u32(4, r.pick([0, 8, out.length, out.length - 2, r.int(0, out.length), 2 ** 32 - 1]));
        return out;
      }
      const count = le ? out.readUInt16LE(ifd) : out.readUInt16BE(ifd);
      if (r.chance(0.15)) {
        const bad = r.pick([0, 0xffff, count + 5]);
        if (le) out.writeUInt16LE(bad, ifd);
        else out.writeUInt16BE(bad, ifd);
        return out;
      }
      const entry = ifd + 2 + 12 * r.int(0, Math.max(0, count - 1));
      if (entry + 12 > out.length) return undefined;
      // Tag(2) type(2) count(4) value-or-offset(4): corrupt the count or the value.
      if (r.chance(0.3)) u32(entry + 4, r.edgeNumber());
      else u32(entry + 8, r.chance(0.5) ? r.edgeNumber() : dimension(r));
      return out;
    },
  },
];
