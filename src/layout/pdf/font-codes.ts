// Which two-byte code stands for which character in the text layer's font, and the ToUnicode
// CMap that tells readers. A character of the Basic Multilingual Plane is its own code; one
// beyond it (historic scripts, CJK extensions, symbols) gets a code from the surrogate range,
// which no BMP character uses, mapped to its UTF-16 pair. The CMap is written once the document's
// text is known, after the last page (an object may be defined after the ones referring to it).

const FIRST_EXTRA = 0xd800;
const LAST_EXTRA = 0xdfff;
const REPLACEMENT = 0xfffd;

const hex4 = (n: number): string => n.toString(16).padStart(4, '0');

export class FontCodes {
  private readonly extra = new Map<number, number>();

  /**
   * The text as a PDF literal string of codes (big-endian, two bytes a character) with the bytes
   * PDF strings reserve escaped; latin1, one char per byte. Binary in a literal string deflates
   * to about half of the same codes in hex.
   */
  encode(text: string): { literal: string; glyphs: number } {
    let literal = '';
    let glyphs = 0;
    for (const char of text) {
      const code = this.codeOf(char.codePointAt(0)!);
      literal += stringByte(code >> 8) + stringByte(code & 0xff);
      glyphs++;
    }
    return { literal, glyphs };
  }

  private codeOf(cp: number): number {
    if (cp >= 0xd800 && cp <= 0xdfff) return REPLACEMENT; // a lone surrogate is no character
    if (cp <= 0xffff) return cp;
    let code = this.extra.get(cp);
    if (code === undefined) {
      // 2048 distinct characters beyond the BMP in one document: the rest read as U+FFFD.
      if (FIRST_EXTRA + this.extra.size > LAST_EXTRA) return REPLACEMENT;
      code = FIRST_EXTRA + this.extra.size;
      this.extra.set(cp, code);
    }
    return code;
  }

  /** The ToUnicode CMap: BMP codes as themselves (ranges varying only the last byte, as the spec asks), then the extras. */
  toUnicodeCMap(): string {
    const ranges: string[] = [];
    for (let high = 0; high < 0x100; high++) {
      if (high >= 0xd8 && high <= 0xdf) continue;
      const h = high.toString(16).padStart(2, '0');
      ranges.push(`<${h}00> <${h}ff> <${h}00>`);
    }
    const chars = [...this.extra].map(([cp, code]) => {
      const pair = String.fromCodePoint(cp);
      return `<${hex4(code)}> <${hex4(pair.charCodeAt(0))}${hex4(pair.charCodeAt(1))}>`;
    });
    return (
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
      '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange\n' +
      blocks('bfrange', ranges) +
      blocks('bfchar', chars) +
      'endcmap\nCMapName currentdict /CMapResource defineresource pop\nend\nend\n'
    );
  }
}

/** CMap sections hold at most 100 entries each. */
function blocks(kind: 'bfrange' | 'bfchar', entries: string[]): string {
  let out = '';
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    out += `${block.length} begin${kind}\n${block.join('\n')}\nend${kind}\n`;
  }
  return out;
}

/** One byte of a literal string: ( ) \ escaped, CR and LF too (readers turn a bare CR into LF). */
function stringByte(byte: number): string {
  switch (byte) {
    case 0x28:
      return '\\(';
    case 0x29:
      return '\\)';
    case 0x5c:
      return '\\\\';
    case 0x0d:
      return '\\r';
    case 0x0a:
      return '\\n';
    default:
      return String.fromCharCode(byte);
  }
}
