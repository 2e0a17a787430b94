// An image file's pixels as a PDF image XObject, recompressing nothing that PDF can carry as is:
// a JPEG is embedded byte for byte (DCTDecode), a PNG's zlib data goes in with the PNG predictor,
// and only what PDF cannot read directly (alpha, interlacing, TIFF, BMP, GIF) is decoded by mupdf
// and deflated losslessly.
import * as mupdf from 'mupdf';

export interface ImageXObject {
  width: number;
  height: number;
  /** Dictionary entries besides /Length, /Filter being included when `data` is already encoded. */
  dict: string;
  data: Buffer;
  /** True when `data` is raw samples for the writer to deflate. */
  deflate: boolean;
  /** Alpha as a separate grey image (raw samples, to deflate). */
  alpha?: Buffer;
}

const XOBJECT = '/Type /XObject /Subtype /Image';

export function jpegXObject(bytes: Buffer): ImageXObject {
  let adobe = false;
  for (let pos = 2; pos + 4 <= bytes.length;) {
    if (bytes[pos] !== 0xff) throw new Error('JPEG marker expected');
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    if (marker === 0xee && bytes.toString('latin1', pos + 4, pos + 9) === 'Adobe') adobe = true;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(pos + 5);
      const width = bytes.readUInt16BE(pos + 7);
      const components = bytes[pos + 9]!;
      const space = components === 1 ? '/DeviceGray' : components === 4 ? '/DeviceCMYK' : '/DeviceRGB';
      // Adobe's CMYK JPEGs store inverted values; readers expect the Decode array to say so.
      const decode = components === 4 && adobe ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
      return {
        width,
        height,
        deflate: false,
        data: bytes,
        dict: `${XOBJECT} /Width ${width} /Height ${height} /ColorSpace ${space} /BitsPerComponent 8${decode} /Filter /DCTDecode`,
      };
    }
    pos += 2 + bytes.readUInt16BE(pos + 2);
  }
  throw new Error('JPEG frame header not found');
}

/** A PNG whose IDAT stream PDF reads as is (no alpha, no interlace, no tRNS); else null. */
export function pngXObject(bytes: Buffer): ImageXObject | null {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const depth = bytes[24]!;
  const colorType = bytes[25]!;
  if (bytes[28] !== 0 || ![0, 2, 3].includes(colorType)) return null;
  const idat: Buffer[] = [];
  let palette: Buffer | undefined;
  for (let pos = 8; pos + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const data = bytes.subarray(pos + 8, pos + 8 + length);
    if (type === 'tRNS' || type === 'iCCP') return null; // transparency or a profile mupdf would apply
    if (type === 'PLTE') palette = data;
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') break;
    pos += 12 + length;
  }
  const colors = colorType === 2 ? 3 : 1;
  let space = colorType === 2 ? '/DeviceRGB' : '/DeviceGray';
  if (colorType === 3) {
    if (palette === undefined) return null;
    space = `[/Indexed /DeviceRGB ${palette.length / 3 - 1} <${palette.toString('hex')}>]`;
  }
  return {
    width,
    height,
    deflate: false,
    data: Buffer.concat(idat),
    dict:
      `${XOBJECT} /Width ${width} /Height ${height} /ColorSpace ${space} /BitsPerComponent ${depth} ` +
      `/Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent ${depth} /Columns ${width} >>`,
  };
}

/** Decoded pixels (8 bits per sample), colour and alpha split into image and soft mask. */
function pixmapXObject(pixmap: mupdf.Pixmap): ImageXObject {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const n = pixmap.getNumberOfComponents();
  const alpha = pixmap.getAlpha() ? 1 : 0;
  const colorants = n - alpha;
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const color = Buffer.alloc(width * height * colorants);
  const mask = alpha ? Buffer.alloc(width * height) : undefined;
  for (let y = 0, o = 0, m = 0; y < height; y++) {
    for (let x = 0, p = y * stride; x < width; x++, p += n) {
      for (let c = 0; c < colorants; c++) color[o++] = pixels[p + c]!;
      if (mask) mask[m++] = pixels[p + colorants]!;
    }
  }
  if (mask && alpha) unpremultiply(color, mask, colorants);
  const space = colorants === 1 ? '/DeviceGray' : colorants === 4 ? '/DeviceCMYK' : '/DeviceRGB';
  return {
    width,
    height,
    deflate: true,
    data: color,
    alpha: mask,
    dict: `${XOBJECT} /Width ${width} /Height ${height} /ColorSpace ${space} /BitsPerComponent 8`,
  };
}

/** mupdf's pixmaps carry premultiplied colour; a PDF image with a soft mask does not. */
function unpremultiply(color: Buffer, mask: Buffer, colorants: number): void {
  for (let i = 0; i < mask.length; i++) {
    const a = mask[i]!;
    if (a === 255 || a === 0) continue;
    for (let c = 0; c < colorants; c++) {
      const o = i * colorants + c;
      color[o] = Math.min(255, Math.round((color[o]! * 255) / a));
    }
  }
}

interface PlacedImage {
  /** Unit square → the page as mupdf displays it (y down): carries EXIF/TIFF orientation. */
  ctm: mupdf.Matrix;
  /** The pixels, decoded, when asked for. */
  decoded?: ImageXObject;
}

/** The image a page of an image document shows (TIFF: that frame), where, and decoded if `decode`. */
export function placedImage(page: mupdf.Page, decode: boolean): PlacedImage {
  let found: PlacedImage | undefined;
  const device = new mupdf.Device({
    fillImage(image, ctm) {
      if (found !== undefined) return;
      found = { ctm };
      if (!decode) return;
      const pixmap = image.toPixmap();
      try {
        found.decoded = pixmapXObject(pixmap);
      } finally {
        pixmap.destroy();
      }
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  if (found === undefined) throw new Error('the page shows no image');
  return found;
}
