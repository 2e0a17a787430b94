// Sends one webhook attempt over undici. The SSRF guard sits in the connection's DNS lookup: the
// name is resolved once, every answer checked, and the socket connects to those checked addresses
// only (pinned), so a DNS answer that changes between check and connect cannot lead inside.
// IP-literal hosts never reach a lookup and are checked before the request. Redirects are not
// followed (undici's request does not), and a 3xx counts as a failure.
import { isIP, type LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { checkWebhookHost, type LookupFn } from './address-guard.js';

export type AttemptOutcome = 'succeeded' | 'http_error' | 'redirect' | 'timeout' | 'network' | 'forbidden';

export interface AttemptResult {
  outcome: AttemptOutcome;
  statusCode: number | null;
  /** Null on success; else what an operator reads in the delivery log. */
  error: string | null;
  durationMs: number;
}

interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Connections kept per target origin. */
  connectionsPerTarget: number;
  lookup?: LookupFn;
}

const RESPONSE_CAP = 4096; // bytes of a response body read (and discarded) before hanging up
const FORBIDDEN = 'DOCREC_WEBHOOK_FORBIDDEN';

export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly opts: SenderOptions) {
    this.agent = new Agent({
      connections: opts.connectionsPerTarget,
      keepAliveTimeout: 4_000,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      connect: { timeout: opts.timeoutMs, lookup: this.pinnedLookup },
    });
  }

  private readonly pinnedLookup: LookupFunction = (hostname, options, callback) => {
    const check = checkWebhookHost(hostname, {
      allowPrivate: this.opts.allowPrivate,
      ...(this.opts.lookup ? { lookup: this.opts.lookup } : {}),
    });
    check.then(
      (result) => {
        if (!result.ok) {
          const err = Object.assign(new Error(`${result.reason} (${hostname})`), { code: FORBIDDEN });
          if (result.unresolved) Object.assign(err, { code: 'ENOTFOUND' });
          return callback(err, '', 0);
        }
        const answers = result.addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) return (callback as (e: null, a: typeof answers) => void)(null, answers);
        return callback(null, answers[0]!.address, answers[0]!.family);
      },
      (err: Error) => callback(err, '', 0),
    );
  };

  async send(url: string, headers: Record<string, string>, body: Buffer): Promise<AttemptResult> {
    const started = performance.now();
    const done = (outcome: AttemptOutcome, statusCode: number | null, error: string | null): AttemptResult => ({
      outcome,
      statusCode,
      error,
      durationMs: performance.now() - started,
    });
    const target = new URL(url);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0) {
      const check = await checkWebhookHost(host, { allowPrivate: this.opts.allowPrivate });
      if (!check.ok) return done('forbidden', null, `${check.reason} (${host})`);
    }
    if (target.username !== '') {
      const user = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`;
      headers = { ...headers, authorization: `Basic ${Buffer.from(user).toString('base64')}` };
    }
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.opts.timeoutMs);
    try {
      const res = await this.agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers,
        body,
        signal: abort.signal,
      });
      await drain(res.body);
      const code = res.statusCode;
      if (code >= 200 && code < 300) return done('succeeded', code, null);
      if (code >= 300 && code < 400) return done('redirect', code, `HTTP ${code}: redirect not followed`);
      return done('http_error', code, `HTTP ${code}`);
    } catch (err) {
      if (abort.signal.aborted || isTimeout(err)) return done('timeout', null, `timeout after ${this.opts.timeoutMs} ms`);
      const e = err as Error & { code?: string; cause?: Error & { code?: string } };
      const cause = e.cause ?? e;
      if (cause.code === FORBIDDEN) return done('forbidden', null, cause.message);
      return done('network', null, [cause.code, cause.message].filter(Boolean).join(': ').slice(0, 300));
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.agent.destroy();
  }
}

async function drain(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<void> {
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > RESPONSE_CAP) {
      body.destroy(); // closes the connection rather than read a large body we would throw away
      return;
    }
  }
}

function isTimeout(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT';
}
