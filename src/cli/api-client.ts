// The HTTP side of `docrec submit`: one client shared by every file, so all of them together stay
// inside the plan's request rate. It spaces requests once the bucket runs dry (from the
// X-RateLimit-* headers), waits out Retry-After on 429 rate_limit_exceeded and 503, and turns
// every other error into an ApiCallError carrying the server's code and message.
import { setTimeout as sleep } from 'node:timers/promises';

export class ApiCallError extends Error {
  override name = 'ApiCallError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_WAITS = 20; // 429/503 answers one request waits out before giving up

export class ApiClient {
  /** No request leaves before this instant (epoch ms): a 429's Retry-After holds everyone. */
  private notBefore = 0;
  /** Requests per minute of the plan, once a reply told us. */
  private limit = 0;
  /** The last reply said the bucket is empty: space requests one refill interval apart. */
  private dry = false;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  /** Sends a request (`body` made afresh for each try) and returns its JSON body. */
  async json<T>(method: string, path: string, body?: () => RequestInit['body'], headers: Record<string, string> = {}): Promise<T> {
    const res = await this.send(method, path, body, headers);
    const payload = (await res.json().catch(() => null)) as T | null;
    if (payload === null) throw new ApiCallError(res.status, `http_${res.status}`, `HTTP ${res.status}: the reply is not JSON`);
    return payload;
  }

  /** A GET whose reply is text (the Markdown of a document), with the same waits and errors. */
  async text(path: string): Promise<string> {
    return (await this.send('GET', path)).text();
  }

  /** The request with its turn, 429/503 waits and errors handled: a 2xx reply, body unread. */
  private async send(
    method: string,
    path: string,
    body?: () => RequestInit['body'],
    headers: Record<string, string> = {},
  ): Promise<Response> {
    for (let waits = 0; ; waits++) {
      await this.turn();
      let res: Response;
      try {
        res = await fetch(this.baseUrl + path, {
          method,
          headers: { Authorization: `Bearer ${this.apiKey}`, ...headers },
          ...(body ? { body: body(), duplex: 'half' } : {}),
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        throw new ApiCallError(
          0,
          cause?.code ?? 'network_error',
          `cannot reach ${this.baseUrl}: ${cause?.message ?? (err as Error).message}`,
        );
      }
      this.learn(res.headers);
      if (res.ok) return res;
      const payload = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      const code = payload?.error?.code ?? `http_${res.status}`;
      const retryAfter = Number(res.headers.get('retry-after'));
      if ((code === 'rate_limit_exceeded' || res.status === 503) && waits < MAX_WAITS) {
        this.notBefore = Math.max(this.notBefore, Date.now() + (retryAfter > 0 ? retryAfter : 1) * 1000);
        continue;
      }
      throw new ApiCallError(res.status, code, payload?.error?.message ?? `HTTP ${res.status}`);
    }
  }

  /**
   * Waits for our turn: after any Retry-After, and one refill interval apart once the bucket is
   * dry. Check and reservation run without an await between them, so of several waiters woken
   * together one goes and the others sleep again.
   */
  private async turn(): Promise<void> {
    for (let wait = this.notBefore - Date.now(); wait > 0; wait = this.notBefore - Date.now()) await sleep(wait);
    if (this.dry && this.limit > 0) this.notBefore = Date.now() + 60_000 / this.limit;
  }

  private learn(headers: Headers): void {
    const limit = Number(headers.get('x-ratelimit-limit'));
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    if (limit > 0) this.limit = limit;
    if (headers.has('x-ratelimit-remaining')) this.dry = remaining < 1;
  }
}
