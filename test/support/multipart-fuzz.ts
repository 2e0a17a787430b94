// Random multipart/form-data requests for POST /v1/documents: boundaries (valid, quoted, missing,
// mismatched), parts with random names, filenames, headers and contents (`file`, `language`,
// `webhook_url` most often), a closing delimiter or not, and truncation at any byte.
// Accepted files stay tiny and cheap to process: a 1x1 PNG, or bytes that only look like a PDF,
// GIF or TIFF (they fail fast when opened). Webhook hosts never resolve or are refused, so no
// delivery ever leaves the machine.
import fc from 'fast-check';
import { tinyPng } from './http.js';
import { onTheWire } from './key-forgery.js';

export interface MultipartCase {
  contentType: string | undefined;
  body: Buffer;
  idempotencyKey: string | undefined;
  /** Only a complete body whose Content-Type names its boundary may be accepted (202). */
  mayAccept: boolean;
}

const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), fc.string({ unit: 'grapheme', maxLength: max }));
const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('file', 'language', 'webhook_url') },
  fc.constantFrom('FILE', 'file ', 'file"', 'language\r\nX: y', ''),
  text(20),
);
const fileBytes = fc.oneof(
  fc.constantFrom(
    tinyPng,
    Buffer.from('%PDF-1.4\n%not really\n'),
    Buffer.from('GIF89a\x01\x00'),
    Buffer.from('II*\x00junk'),
    Buffer.alloc(0),
  ),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);
const language = fc.oneof(fc.constantFrom('uk', 'en', '', 'xx', 'EN', 'en-US', 'ukr', 'ук', 'x'.repeat(9000)), text(8));
const webhookUrl = fc.oneof(
  fc.constantFrom(
    'https://hooks.docrec-fuzz.invalid/h',
    'http://127.0.0.1/x',
    'http://[::1]:8080/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest',
    'http://localhost/',
    'ftp://a.invalid/',
    'not a url',
    'https://',
    'http://[::ffff:7f00:1]/',
  ),
  text(40),
);
const anyPart: fc.Arbitrary<Part> = fc.record({
  name: fieldName,
  filename: fc.option(fc.oneof(fc.constantFrom('scan.png', '../../etc/passwd', 'a\\b.pdf', ''), text(30)), { nil: undefined }),
  disposition: fc.constantFrom('form-data', 'form-data', 'form-data', 'attachment', 'FORM-DATA'),
  headers: fc.array(
    fc.constantFrom(
      'Content-Type: image/png',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      'X-Junk: \u00ff',
      'no colon here',
      ': empty name',
    ),
    { maxLength: 2 },
  ),
  content: fc.oneof(
    fileBytes,
    fc.oneof(language, webhookUrl).map((v) => Buffer.from(v)),
  ),
});
interface Part {
  name: string;
  filename: string | undefined;
  disposition: string;
  headers: string[];
  content: Buffer;
}
const plain = { disposition: 'form-data', headers: [] as string[] };
// A form a client means to be valid (the file and the optional fields), a few random parts mixed in.
const plausibleParts = fc
  .record({
    file: fileBytes.map((content): Part => ({ ...plain, name: 'file', filename: 'scan.png', content })),
    fields: fc
      .array(
        fc.oneof(
          language.map((v) => ['language', v]),
          webhookUrl.map((v) => ['webhook_url', v]),
        ),
        { maxLength: 2 },
      )
      .map((fs) => fs.map(([name, v]): Part => ({ ...plain, name: name!, filename: undefined, content: Buffer.from(v!) }))),
    extra: fc.array(anyPart, { maxLength: 2 }),
    order: fc.nat(),
  })
  .map(({ file, fields, extra, order }) => {
    const parts = [...fields, ...extra];
    parts.splice(order % (parts.length + 1), 0, file);
    return parts;
  });
const boundary = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[0-9A-Za-z-]{1,70}$/) },
  fc.stringMatching(/^[0-9A-Za-z'()+_,\-./:=? ]{0,80}$/),
  fc.constantFrom('x'.repeat(200), '"q"', 'a;b'),
);
/** `value` with probability 1/(1+weight), else undefined. */
const sometimes = <T>(value: fc.Arbitrary<T>, weight = 4) => fc.oneof({ weight, arbitrary: fc.constant(undefined) }, value);
// [header, whether it names this body's boundary]
const contentTypeFor = (b: string): fc.Arbitrary<[string | undefined, boolean]> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(
          `multipart/form-data; boundary=${b}`,
          `multipart/form-data; boundary="${b}"`,
          `Multipart/Form-Data; charset=utf-8; boundary=${b}`,
        )
        .map((v) => [v, true] as [string, boolean]),
    },
    fc
      .constantFrom(
        undefined,
        'multipart/form-data',
        `multipart/form-data; boundary=${b}x`,
        'application/json',
        'multipart/mixed; boundary=' + b,
      )
      .map((v) => [v, false] as [string | undefined, boolean]),
    text(40).map((v) => [onTheWire(v), false] as [string, boolean]),
  );

export const multipartCase: fc.Arbitrary<MultipartCase> = boundary.chain((b) =>
  fc
    .record({
      type: contentTypeFor(b),
      parts: fc.oneof(plausibleParts, fc.array(anyPart, { maxLength: 14 })),
      closed: fc.nat(4).map((n) => n > 0),
      epilogue: fc.constantFrom('', '', 'trailing junk', '\r\n'),
      cut: sometimes(fc.nat()),
      idempotencyKey: sometimes(fc.constantFrom('fuzz-1', 'fuzz-2', 'fuzz-3', '', 'k'.repeat(256))),
    })
    .map(({ type: [contentType, named], parts, closed, epilogue, cut, idempotencyKey }) => {
      const chunks = parts.map((p) => {
        const disposition = `Content-Disposition: ${p.disposition}; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
        return Buffer.concat([
          Buffer.from(`--${b}\r\n${[disposition, ...p.headers].join('\r\n')}\r\n\r\n`),
          p.content,
          Buffer.from('\r\n'),
        ]);
      });
      const whole = Buffer.concat([...chunks, Buffer.from(closed ? `--${b}--\r\n${epilogue}` : '')]);
      const end = whole.length - (closed ? epilogue.length + 2 : 0); // past the closing delimiter itself
      const body = cut === undefined ? whole : whole.subarray(0, cut % (end + 1));
      const complete = closed && body.length >= end;
      const shown = { contentType, body: body.toString('latin1'), idempotencyKey, mayAccept: complete && named };
      // Counterexamples print the body as text (its bytes as latin1), not as a list of numbers.
      return { ...shown, body, [fc.toStringMethod]: () => JSON.stringify(shown) };
    }),
);
