// The multipart parser (busboy) with every limit set, and the rules for the parts it yields:
// text fields at most once each, exactly one file part, named "file".
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { ApiError } from '../../errors.js';

export interface UploadLimits {
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  maxParts: number;
  maxHeaderPairs: number;
}

/** Where the parts go. Once `decided()` is true, parts and fields are ignored (`fail` may still come). */
export interface PartHandlers {
  decided(): boolean;
  fail(err: Error): void;
  /** busboy wants more input again after refusing some. */
  drained(): void;
  /** The file part began; the sink returned takes its bytes, then its end. */
  filePart(part: Readable, filename: string): { add(data: Buffer): void; end(): void };
  /** The closing boundary was parsed and every file stream ended. */
  finished(fields: Map<string, string>): void;
}

const invalid = (message: string, param?: string) =>
  new ApiError('invalid_request', message, param === undefined ? {} : { param: param.slice(0, 200) });
// busboy's messages ("Unexpected end of form", "Malformed part header") carry no client data.
const malformed = (e: unknown) => invalid(`Malformed multipart body: ${e instanceof Error ? e.message : 'parse error'}.`);

/** Client filename as metadata only: basename, no control characters, at most 255 characters. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  return Array.from(base)
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch !== '\u007f')
    .slice(0, 255)
    .join('');
}

/** The parser to write the body into; none (and a failure) when the content type has no usable boundary. */
export function parseParts(contentTypeHeader: string, limits: UploadLimits, handlers: PartHandlers): busboy.Busboy | undefined {
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { 'content-type': contentTypeHeader },
      defParamCharset: 'utf8', // browsers send raw UTF-8 filenames, not latin1
      // busboy flags fileSize/fieldSize/parts on *reaching* the limit, files/fields on exceeding it.
      limits: {
        fileSize: limits.maxFileBytes + 1,
        fieldSize: limits.maxFieldBytes + 1,
        parts: limits.maxParts + 1,
        files: 1,
        fields: limits.maxFields,
        headerPairs: limits.maxHeaderPairs,
      },
    });
  } catch {
    handlers.fail(invalid('The body must be multipart/form-data with a boundary.'));
    return undefined;
  }
  const fields = new Map<string, string>();
  let sawFile = false;
  bb.on('drain', () => handlers.drained());
  bb.on('error', (e) => handlers.fail(malformed(e)));
  bb.on('filesLimit', () => handlers.fail(invalid('Exactly one file part is allowed.', 'file')));
  bb.on('fieldsLimit', () => handlers.fail(invalid(`At most ${limits.maxFields} fields are allowed.`)));
  bb.on('partsLimit', () => handlers.fail(invalid(`At most ${limits.maxParts} parts are allowed.`)));
  bb.on('field', (name, value, info) => {
    if (handlers.decided()) return;
    if (name === 'file') return handlers.fail(invalid('The "file" part must be a file upload.', 'file'));
    if (info.valueTruncated) return handlers.fail(invalid(`The field is longer than ${limits.maxFieldBytes} bytes.`, name));
    if (fields.has(name)) return handlers.fail(invalid('The field is given more than once.', name));
    fields.set(name, value);
  });
  bb.on('file', (name, part, info) => {
    part.on('error', (e) => handlers.fail(malformed(e)));
    if (handlers.decided() || name !== 'file') {
      part.resume(); // drain it so busboy can go on (or be destroyed)
      return handlers.fail(invalid('Only the "file" part may carry a file.', name ?? ''));
    }
    sawFile = true;
    const sink = handlers.filePart(part, cleanFilename(info.filename));
    part.on('limit', () => handlers.fail(new ApiError('file_too_large')));
    part.on('data', (d: Buffer) => {
      if (!handlers.decided()) sink.add(d);
    });
    part.on('end', () => {
      if (!handlers.decided()) sink.end();
    });
  });
  bb.on('finish', () => {
    if (handlers.decided()) return;
    if (!sawFile) return handlers.fail(invalid('The "file" part is required.', 'file'));
    handlers.finished(fields);
  });
  return bb;
}
