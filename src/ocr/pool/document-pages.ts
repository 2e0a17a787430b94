// MuPDF inside a worker thread: opens stored uploads (a small LRU of open documents per thread),
// and counts pages (page-render.ts loads and renders them).
// Documents are read through a file descriptor, not copied whole into wasm memory: a 100 MiB
// PDF costs only the objects mupdf actually touches, and wasm memory never shrinks.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import * as mupdf from 'mupdf';
import type { PageErrorCode } from '../../errors.js';
import { sniffFormat } from '../../domain/sniff.js';
import { UnsupportedImageError, fileReader, readImageHeader, type ReadAt } from '../../layout/image-header.js';
import type { OpenResult } from './page-task.js';

// Repaired-xref and similar warnings would otherwise go to stderr for every odd upload;
// failures still surface as thrown errors with mupdf's message.
mupdf.setLog({});

export interface OpenDocument {
  readonly path: string;
  /** Sniffed content type: application/pdf, image/png, image/tiff… */
  readonly kind: string;
  readonly doc: mupdf.Document;
  readonly read: ReadAt;
  destroy(): void;
}

export class DocumentFailure extends Error {
  constructor(
    readonly code: 'invalid_document' | 'unsupported_media_type',
    message: string,
  ) {
    super(message);
    this.name = 'DocumentFailure';
  }
}

/** A page that cannot be rendered; the worker returns it as `{ok: false, code}`. */
export class PageFailure extends Error {
  constructor(
    readonly code: PageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PageFailure';
  }
}

export const CACHE_SIZE = 4;
const cache = new Map<string, OpenDocument>();

/** The open document for `path`, from this thread's cache when possible. Throws DocumentFailure. */
export function openDocument(path: string): OpenDocument {
  const hit = cache.get(path);
  if (hit !== undefined) {
    cache.delete(path); // re-insert: Map order is the recency order
    cache.set(path, hit);
    return hit;
  }
  const opened = openUncached(path);
  cache.set(path, opened);
  for (const [key, old] of cache) {
    if (cache.size <= CACHE_SIZE) break;
    cache.delete(key);
    old.destroy();
  }
  return opened;
}

/** Closes every cached document (tests, thread shutdown). */
export function closeDocuments(): void {
  for (const entry of cache.values()) entry.destroy();
  cache.clear();
}

function openUncached(path: string): OpenDocument {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    throw new DocumentFailure('invalid_document', `cannot read the upload: ${(err as Error).message}`);
  }
  const read = fileReader(fd);
  const format = sniffFormat(read(0, 1024));
  if (format === null) {
    closeSync(fd);
    throw new DocumentFailure('unsupported_media_type', 'the file is not a PDF or a supported image');
  }
  // mupdf closes the handle when both the document and the stream are dropped.
  const stream = new mupdf.Stream({
    fileSize: () => fstatSync(fd).size,
    read: (memory, offset, length, position) => readSync(fd, memory, offset, length, position),
    close: () => closeSync(fd),
  });
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(stream, format.contentType);
  } catch (err) {
    stream.destroy();
    throw openError(format.contentType, err);
  }
  const destroy = (): void => {
    doc.destroy();
    stream.destroy();
  };
  if (format.contentType !== 'application/pdf') {
    // The first page's header must be readable now, so that a broken or unsupported image fails
    // the document at open rather than every page later.
    try {
      readImageHeader(format.contentType, read, 0);
    } catch (err) {
      destroy();
      const code = err instanceof UnsupportedImageError ? 'unsupported_media_type' : 'invalid_document';
      throw new DocumentFailure(code, `the image cannot be read: ${(err as Error).message}`);
    }
  }
  return { path, kind: format.contentType, doc, read, destroy };
}

function openError(kind: string, err: unknown): DocumentFailure {
  const message = (err as Error).message;
  // No handler (WebP in mupdf 1.28) or no decoder for the variant (BigTIFF): a format we cannot
  // read, not a broken file.
  if (/cannot find document handler|unknown image file format/.test(message)) {
    return new DocumentFailure('unsupported_media_type', `${kind} is not supported by the renderer (${message})`);
  }
  return new DocumentFailure('invalid_document', `the document cannot be opened: ${message}`);
}

/**
 * Counts pages without loading any: a PDF's page tree states its count, so a 5000-page bomb is
 * refused in milliseconds. Encrypted PDFs that need a user password cannot be read: invalid. An
 * owner-password (permissions only) PDF opens without one and is read like any other.
 */
export function countPages(path: string, maxPages: number): OpenResult {
  try {
    const { doc } = openDocument(path);
    if (doc.needsPassword()) {
      // Only the user password opens it, and the API takes none: say so rather than "cannot be read".
      return {
        ok: false,
        code: 'invalid_document',
        message: 'the PDF is password-protected: it is encrypted and needs a password to open',
      };
    }
    const pages = doc.countPages();
    if (!(pages > 0)) return { ok: false, code: 'invalid_document', message: 'the document has no pages' };
    if (pages > maxPages) {
      return { ok: false, code: 'too_many_pages', message: `the document has ${pages} pages; at most ${maxPages} are allowed` };
    }
    return { ok: true, pages };
  } catch (err) {
    if (err instanceof DocumentFailure) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'invalid_document', message: `the document cannot be read: ${(err as Error).message}` };
  }
}
