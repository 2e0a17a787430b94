// Reading the original PDF for the incremental update: its bytes in chunks (never whole), where
// its last cross-reference section starts and what kind it is, and mupdf over a file descriptor
// (objects load on demand, the file is never copied whole into wasm memory).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import * as mupdf from 'mupdf';

const CHUNK = 1 << 18;
const TAIL = 8192;

export interface PdfSource {
  readonly size: number;
  /** mupdf's view of the file, read through the descriptor (objects load on demand). */
  readonly doc: mupdf.PDFDocument;
  /** Offset of the last cross-reference section (the `startxref` value); null when not found. */
  readonly startxref: number | null;
  /** True when that section is a cross-reference stream, false for a classic `xref` table. */
  readonly xrefIsStream: boolean;
  chunks(): Generator<Buffer>;
  close(): void;
}

export function openPdfSource(path: string): PdfSource {
  const fd = openSync(path, 'r');
  let closed = false;
  const size = fstatSync(fd).size;
  const readAt = (position: number, length: number): Buffer => {
    const buf = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, position));
  };
  // Readers look for startxref near the end; past this much trailing junk we do not extend it.
  const tail = readAt(Math.max(0, size - TAIL), TAIL).toString('latin1');
  const matches = [...tail.matchAll(/startxref\s+(\d+)/g)];
  const last = matches[matches.length - 1];
  const startxref = last === undefined ? null : Number(last[1]);
  const xrefIsStream = startxref !== null && !/^\s*xref/.test(readAt(startxref, 32).toString('latin1'));
  let opened: { doc: mupdf.Document; destroy(): void };
  try {
    opened = openOverFd(fd, size, 'application/pdf');
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  const doc = opened.doc.asPDF()!;
  return {
    size,
    doc,
    startxref,
    xrefIsStream,
    *chunks() {
      for (let pos = 0; pos < size; pos += CHUNK) yield readAt(pos, CHUNK);
    },
    close() {
      if (closed) return;
      closed = true;
      opened.destroy();
      closeSync(fd);
    },
  };
}

/** mupdf reading a document through `fd` (the caller closes it after `destroy`). */
export function openOverFd(fd: number, size: number, contentType: string): { doc: mupdf.Document; destroy(): void } {
  const stream = new mupdf.Stream({
    fileSize: () => size,
    read: (memory, offset, length, position) => readSync(fd, memory, offset, length, position),
    close: () => undefined,
  });
  try {
    const doc = mupdf.Document.openDocument(stream, contentType);
    return {
      doc,
      destroy: () => {
        doc.destroy();
        stream.destroy();
      },
    };
  } catch (err) {
    stream.destroy();
    throw err;
  }
}
