// Content-Disposition for a download named after the client's original file (RFC 6266): the
// extension replaced, an ASCII `filename` every client understands, and `filename*` with the exact
// UTF-8 name when it has other characters. The client's name is untrusted: quotes, backslashes and
// control characters never reach the header.
import { extname } from 'node:path';

export function attachment(originalName: string, extension: string): string {
  const stem = originalName.slice(0, originalName.length - extname(originalName).length) || 'document';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach the header
  const name = `${stem}${extension}`.replace(/[\u0000-\u001f\u007f"\\]/g, '_');
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
