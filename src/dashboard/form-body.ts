// Reads a small urlencoded form body (sign-in, create key, …) from the request.
import type { RequestContext } from '../http/context.js';
import { DashboardError } from './respond.js';

const MAX_FORM_BYTES = 64 * 1024;

export function readForm(ctx: RequestContext): Promise<URLSearchParams> {
  const body = ctx.body;
  const type = ctx.req.headers['content-type'] ?? '';
  if (!body || !/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return Promise.reject(new DashboardError(415, 'Unexpected form', 'Send the form from the dashboard page itself.'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    ctx.aborted.signal.addEventListener('abort', () => {
      const reason: unknown = ctx.aborted.signal.reason;
      reject(reason instanceof Error ? reason : new Error('client aborted the request'));
    });
    body.onData((chunk, isLast) => {
      if (refused) return;
      size += chunk.byteLength;
      if (size > MAX_FORM_BYTES) {
        refused = true;
        return reject(new DashboardError(413, 'Form too large', 'Shorten what you typed and send it again.'));
      }
      chunks.push(Buffer.from(chunk.slice(0)));
      if (isLast) resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    });
  });
}
