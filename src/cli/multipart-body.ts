// A multipart/form-data body streamed from a file, with its exact length up front: the server
// can refuse an oversized file from Content-Length before a byte is sent, and the progress bar
// counts bytes as they leave (FormData hides both).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

interface MultipartUpload {
  contentType: string;
  length: number;
  /** A fresh body each call (a retried request needs its own stream). */
  body(onBytes: (sent: number) => void): ReadableStream<Uint8Array>;
}

const quote = (value: string) => value.replace(/["\\\r\n]/g, (c) => encodeURIComponent(c));

export function multipartUpload(path: string, filename: string, fileSize: number, fields: Record<string, string>): MultipartUpload {
  const boundary = `docrec-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quote(filename)}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + fileSize + tail.length,
    body(onBytes) {
      let sent = 0;
      async function* parts(): AsyncGenerator<Buffer> {
        yield head;
        for await (const chunk of createReadStream(path)) {
          sent += (chunk as Buffer).length;
          onBytes(sent);
          yield chunk as Buffer;
        }
        yield tail;
      }
      return Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>;
    },
  };
}
