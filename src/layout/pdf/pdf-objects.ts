// Writing PDF objects as a byte stream: numbers, names, text strings, indirect objects, streams and
// the cross-reference section that ends a file or an incremental update. The writer only queues
// the bytes of what it is given and remembers each object's offset; callers yield `take()` as
// they go, so nothing larger than one page's objects is ever held.
import { deflateSync } from 'node:zlib';

/** A number as PDF wants it: no exponent, at most `decimals` decimals, no "-0". */
export function pdfNumber(n: number, decimals = 4): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  const scale = 10 ** decimals;
  const rounded = Math.round(n * scale) / scale;
  return rounded === 0 ? '0' : String(rounded);
}

/** `/Name`, with every byte outside the regular characters written as #xx. */
export function pdfName(name: string): string {
  let out = '/';
  for (const byte of Buffer.from(name, 'utf8')) {
    const regular = byte > 0x20 && byte < 0x7f && !'#()<>[]{}/%'.includes(String.fromCharCode(byte));
    out += regular ? String.fromCharCode(byte) : `#${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

export const ref = (num: number, gen = 0): string => `${num} ${gen} R`;

interface XrefEntry {
  num: number;
  gen: number;
  offset: number;
}

export class PdfObjectWriter {
  private chunks: Buffer[] = [];
  private readonly entries: XrefEntry[] = [];

  /** `offset`: where the next byte lands in the whole file; `nextNumber`: first free object number. */
  constructor(
    private offset: number,
    private nextNumber: number,
  ) {}

  get size(): number {
    return this.nextNumber;
  }

  allocate(): number {
    return this.nextNumber++;
  }

  /** Raw bytes outside any object (file header, separators). */
  raw(bytes: string | Buffer): void {
    const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    this.chunks.push(buf);
    this.offset += buf.length;
  }

  /** `num gen obj … endobj`; `body` is PDF syntax (ASCII). */
  object(num: number, body: string, gen = 0): void {
    this.entries.push({ num, gen, offset: this.offset });
    this.raw(`${num} ${gen} obj\n${body}\nendobj\n`);
  }

  /** A stream object; `dict` holds the entries besides /Length (and /Filter when deflated here). */
  stream(num: number, dict: string, data: Buffer, deflate = false): void {
    const body = deflate ? deflateSync(data) : data;
    const filter = deflate ? '/Filter /FlateDecode ' : '';
    this.entries.push({ num, gen: 0, offset: this.offset });
    this.raw(`${num} 0 obj\n<< ${filter}${dict} /Length ${body.length} >>\nstream\n`);
    this.raw(body);
    this.raw('\nendstream\nendobj\n');
  }

  /** The bytes written since the last take(). */
  take(): Buffer {
    const out = Buffer.concat(this.chunks);
    this.chunks = [];
    return out;
  }

  /**
   * A classic `xref` table of the objects written, the trailer and `%%EOF`. `full`: a whole file's
   * table (with the free entry 0); otherwise only this update's objects, in subsections.
   */
  xrefTable(trailer: string, full: boolean): void {
    const start = this.offset;
    const entries = [...this.entries].sort((a, b) => a.num - b.num);
    let out = 'xref\n';
    if (full) out += `0 1\n0000000000 65535 f\r\n`;
    for (const run of consecutiveRuns(entries)) {
      out += `${run[0]!.num} ${run.length}\n`;
      for (const e of run) out += `${String(e.offset).padStart(10, '0')} ${String(e.gen).padStart(5, '0')} n\r\n`;
    }
    this.raw(`${out}trailer\n<< /Size ${this.nextNumber} ${trailer} >>\nstartxref\n${start}\n%%EOF\n`);
  }

  /** A cross-reference stream (for updates of files whose last section is one), then `%%EOF`. */
  xrefStream(trailer: string): void {
    const num = this.allocate();
    const start = this.offset;
    const entries = [...this.entries, { num, gen: 0, offset: start }].sort((a, b) => a.num - b.num);
    const index: number[] = [];
    const rows = Buffer.alloc(entries.length * 7);
    let row = 0;
    for (const run of consecutiveRuns(entries)) {
      index.push(run[0]!.num, run.length);
      for (const e of run) {
        rows[row * 7] = 1;
        rows.writeUInt32BE(e.offset, row * 7 + 1);
        rows.writeUInt16BE(e.gen, row * 7 + 5);
        row++;
      }
    }
    const dict = `/Type /XRef /Size ${this.nextNumber} /Index [${index.join(' ')}] /W [1 4 2] ${trailer}`;
    this.stream(num, dict, rows, true);
    this.raw(`startxref\n${start}\n%%EOF\n`);
  }
}

function consecutiveRuns(sorted: XrefEntry[]): XrefEntry[][] {
  const runs: XrefEntry[][] = [];
  for (const e of sorted) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last[last.length - 1]!.num + 1 === e.num) last.push(e);
    else runs.push([e]);
  }
  return runs;
}
