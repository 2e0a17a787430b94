// The invisible text layer's font: a Type0 font with Identity-H encoding over a TrueType font
// whose glyphs are all empty (Tesseract's own approach, and its pdf.ttf). Every two-byte code
// maps to the one empty glyph, and the ToUnicode map (font-codes.ts) says which character each
// code is, so any script extracts as written. What the glyphs look like never matters: the layer
// is drawn in render mode 3 (neither fill nor stroke).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TESSDATA_DIRS } from '../../config/tessdata-dirs.js';
import { FontCodes } from './font-codes.js';
import { pdfNumber, ref, type PdfObjectWriter } from './pdf-objects.js';

/** Glyph advance (1/1000 em) the layer's Tz scaling is computed from. */
export const GLYPH_WIDTH = 500;
/** Ascent and descent (1/1000 em): the font size equals the box height, the baseline sits 20% up. */
export const ASCENT = 800;
export const DESCENT = -200;

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
 * The font, written into `out` when made (except its ToUnicode map, which `finish` writes once
 * every page's text has been encoded).
 */
export class GlyphlessFont {
  /** Object number of the Type0 font, for /Resources. */
  readonly num: number;
  private readonly toUnicode: number;
  private readonly codes = new FontCodes();

  constructor(out: PdfObjectWriter) {
    this.num = out.allocate();
    const cidFont = out.allocate();
    const descriptor = out.allocate();
    this.toUnicode = out.allocate();
    const cidToGid = out.allocate();
    const file = glyphlessFontFile();
    const fileNum = file === null ? null : out.allocate();
    const name = '/GlyphLessFont';
    out.object(
      this.num,
      `<< /Type /Font /Subtype /Type0 /BaseFont ${name} /Encoding /Identity-H ` +
        `/DescendantFonts [${ref(cidFont)}] /ToUnicode ${ref(this.toUnicode)} >>`,
    );
    out.object(
      cidFont,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${name} ` +
        `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${ref(descriptor)} /DW ${GLYPH_WIDTH} /CIDToGIDMap ${ref(cidToGid)} >>`,
    );
    out.object(
      descriptor,
      `<< /Type /FontDescriptor /FontName ${name} /Flags 5 ` +
        `/FontBBox [0 ${DESCENT} ${GLYPH_WIDTH} ${ASCENT}] /ItalicAngle 0 /Ascent ${ASCENT} /Descent ${DESCENT} ` +
        `/CapHeight ${ASCENT} /StemV 80${fileNum === null ? '' : ` /FontFile2 ${ref(fileNum)}`} >>`,
    );
    // Glyph 1 of pdf.ttf is its empty glyph: every CID maps to it.
    out.stream(cidToGid, '', Buffer.alloc(0x10000 * 2).fill(Buffer.from([0, 1])), true);
    if (fileNum !== null) out.stream(fileNum, `/Length1 ${pdfNumber(file!.length)}`, file!, true);
  }

  encode(text: string): { literal: string; glyphs: number } {
    return this.codes.encode(text);
  }

  finish(out: PdfObjectWriter): void {
    out.stream(this.toUnicode, '', Buffer.from(this.codes.toUnicodeCMap(), 'latin1'), true);
  }
}
