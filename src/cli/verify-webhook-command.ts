// `docrec verify-webhook --secret whsec_… [--signature HEX] < body`: checks a delivery saved by
// a receiver against its X-Service-Signature. Stdin is either the raw body, byte for byte (the
// signature then comes from --signature; without it, the expected signature is printed), or a
// whole captured HTTP request (e.g. `nc -l 9000 > hook.txt`), whose own headers carry it.
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { serviceSignature } from '../webhooks/signing.js';
import { verifyWebhook } from '../webhooks/verify-webhook.js';
import { UsageError } from './usage-error.js';

interface Captured {
  body: Buffer;
  signatures: string[];
}

/** A captured `POST … HTTP/1.1` request: its body (by Content-Length) and signature headers. */
function parseCapturedRequest(input: Buffer): Captured | undefined {
  if (!/^POST \S+ HTTP\/1\.[01]\r?\n/.test(input.subarray(0, 2048).toString('latin1'))) return undefined;
  const crlf = input.indexOf('\r\n\r\n');
  const end = crlf >= 0 ? crlf + 4 : input.indexOf('\n\n') + 2;
  if (end < 2) return undefined;
  const headers = new Map<string, string>();
  for (const line of input.subarray(0, end).toString('latin1').split(/\r?\n/).slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const length = Number(headers.get('content-length') ?? NaN);
  const body = Number.isInteger(length) ? input.subarray(end, end + length) : input.subarray(end);
  const signatures = ['x-service-signature', 'x-service-signature-previous'].flatMap((h) => headers.get(h) ?? []);
  return { body, signatures };
}

export async function runVerifyWebhook(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args, strict: true, options: { secret: { type: 'string' }, signature: { type: 'string' } } }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const secret = values.secret ?? '';
  if (!/^whsec_\S+$/.test(secret)) throw new UsageError('--secret must be the webhook secret (whsec_…)');
  if (process.stdin.isTTY) throw new UsageError('pipe the raw webhook body into stdin, e.g. < body.json');
  const input = await buffer(process.stdin);
  const captured = values.signature === undefined ? parseCapturedRequest(input) : undefined;
  const body = captured?.body ?? input;
  if (values.signature === undefined && !captured) {
    process.stdout.write(`${serviceSignature(secret, body)}\n`);
    return 0;
  }
  // A captured request signed during a rotation carries the old secret's signature too.
  const signatures = captured ? captured.signatures : [values.signature!];
  if (signatures.some((signature) => verifyWebhook(body, signature, secret))) {
    process.stdout.write('valid: the signature matches this body and secret\n');
    return 0;
  }
  process.stderr.write('docrec: invalid signature: the body, the secret or the signature differs from what was sent\n');
  return 1;
}
