// The invisible text layer's font: a Type0 font with Identity-H encoding over a TrueType font
// whose glyphs are all empty (Tesseract's own approach, and its pdf.ttf). Character codes are
// the text's UTF-16 code units; every code maps to the one empty glyph, and the ToUnicode map is
// the identity, so any script in the Basic Multilingual Plane extracts as written. What the
// glyphs look like never matters: the layer is drawn in render mode 3 (neither fill nor stroke).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TESSDATA_DIRS } from '../services/installed-languages.js';
import { pdfNumber, ref, type PdfObjectWriter } from './pdf-objects.js';

/** Glyph advance (1/1000 em) the layer's Tz scaling is computed from. */
export const GLYPH_WIDTH = 500;
/** Ascent and descent (1/1000 em): the font size equals the box height, the baseline sits 20% up. */
export const ASCENT = 800;
export const DESCENT = -200;

const REPLACEMENT = 0xfffd;

let fontFile: Buffer | null | undefined;

/**
 * Tesseract's glyph-less pdf.ttf from the distribution's tessdata (the tesseract-ocr package
 * ships it there; a TESSDATA_PREFIX model directory often lacks it). Null when none has it: the
 * layer then still extracts, with the font not embedded.
 */
function glyphlessFontFile(): Buffer | null {
  if (fontFile !== undefined) return fontFile;
  fontFile = null;
  for (const dir of TESSDATA_DIRS) {
    try {
      fontFile = readFileSync(join(dir, 'pdf.ttf'));
      break;
    } catch {
      // not in this one
    }
  }
  return fontFile;
}

/**
 * The text as a PDF literal string of the font's codes (two bytes per UTF-16 unit, big-endian;
 * outside the BMP becomes U+FFFD), with the bytes PDF strings reserve escaped. Binary in a
 * literal string deflates to about half of the same codes in hex. Returned as latin1 (one char
 * per byte) for the content stream.
 */
export function encodeText(text: string): { literal: string; glyphs: number } {
  let literal = '';
  let glyphs = 0;
  for (const char of text) {
    let cp = char.codePointAt(0)!;
    if (cp > 0xffff || (cp >= 0xd800 && cp <= 0xdfff)) cp = REPLACEMENT;
    literal += stringByte(cp >> 8) + stringByte(cp & 0xff);
    glyphs++;
  }
  return { literal, glyphs };
}

/** One byte of a literal string: ( ) \\ escaped, CR and LF too (readers turn a bare CR into LF). */
function stringByte(byte: number): string {
  switch (byte) {
    case 0x28: return '\\(';
    case 0x29: return '\\)';
    case 0x5c: return '\\\\';
    case 0x0d: return '\\r';
    case 0x0a: return '\\n';
    default: return String.fromCharCode(byte);
  }
}

/** Writes the font's objects; returns the number of the Type0 font to put in /Resources. */
export function writeGlyphlessFont(out: PdfObjectWriter): number {
  const type0 = out.allocate();
  const cidFont = out.allocate();
  const descriptor = out.allocate();
  const toUnicode = out.allocate();
  const cidToGid = out.allocate();
  const file = glyphlessFontFile();
  const fileNum = file === null ? null : out.allocate();
  const name = '/GlyphLessFont';
  out.object(type0, `<< /Type /Font /Subtype /Type0 /BaseFont ${name} /Encoding /Identity-H ` +
    `/DescendantFonts [${ref(cidFont)}] /ToUnicode ${ref(toUnicode)} >>`);
  out.object(cidFont, `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${name} ` +
    `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
    `/FontDescriptor ${ref(descriptor)} /DW ${GLYPH_WIDTH} /CIDToGIDMap ${ref(cidToGid)} >>`);
  out.object(descriptor, `<< /Type /FontDescriptor /FontName ${name} /Flags 5 ` +
    `/FontBBox [0 ${DESCENT} ${GLYPH_WIDTH} ${ASCENT}] /ItalicAngle 0 /Ascent ${ASCENT} /Descent ${DESCENT} ` +
    `/CapHeight ${ASCENT} /StemV 80${fileNum === null ? '' : ` /FontFile2 ${ref(fileNum)}`} >>`);
  out.stream(toUnicode, '', Buffer.from(identityCMap(), 'latin1'), true);
  // Glyph 1 of pdf.ttf is its empty glyph: every CID maps to it.
  out.stream(cidToGid, '', Buffer.alloc(0x10000 * 2).fill(Buffer.from([0, 1])), true);
  if (fileNum !== null) out.stream(fileNum, `/Length1 ${pdfNumber(file!.length)}`, file!, true);
  return type0;
}

/** code → the same Unicode value, in ranges that vary only the last byte (as the spec asks). */
function identityCMap(): string {
  const ranges: string[] = [];
  for (let high = 0; high < 0x100; high++) {
    if (high >= 0xd8 && high <= 0xdf) continue; // surrogates are never written
    const h = high.toString(16).padStart(2, '0');
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  let body = '';
  for (let i = 0; i < ranges.length; i += 100) {
    const block = ranges.slice(i, i + 100);
    body += `${block.length} beginbfrange\n${block.join('\n')}\nendbfrange\n`;
  }
  return '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
    '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange\n' +
    `${body}endcmap\nCMapName currentdict /CMapResource defineresource pop\nend\nend\n`;
}
