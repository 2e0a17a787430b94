// A cookie-keeping HTTP client for the dashboard (no browser): signs in, follows nothing by
// itself, and sends forms with the page's CSRF token and the server's Origin, as a browser would.
// `localAddress` makes the connection come from another loopback address (another "client").
import { Agent, fetch } from 'undici';
import { expect } from 'vitest';
import type { TestServer } from './server.js';
import { createDashboardUser } from '../../src/services/accounts/dashboard-users.js';

export interface Page {
  status: number;
  headers: Headers;
  text: string;
}

export class DashboardClient {
  cookie: string | undefined;
  private readonly agent: Agent | undefined;

  constructor(
    readonly base: string,
    localAddress?: string,
  ) {
    this.agent = localAddress ? new Agent({ localAddress }) : undefined;
  }

  async request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | FormData } = {}): Promise<Page> {
    const headers: Record<string, string> = { ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers };
    let body: string | Buffer | undefined = init.body as string | undefined;
    if (init.body instanceof FormData) {
      // Node's global FormData is not this undici's: encode it here, boundary and all.
      const encoded = new Response(init.body);
      headers['content-type'] = encoded.headers.get('content-type')!;
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const res = await fetch(this.base + path, {
      method: init.method ?? 'GET',
      headers,
      redirect: 'manual',
      ...(body !== undefined ? { body } : {}),
      ...(this.agent ? { dispatcher: this.agent } : {}),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const value = /^docrec_session=([^;]*)/.exec(setCookie)?.[1];
      this.cookie = value ? `docrec_session=${value}` : undefined;
    }
    return { status: res.status, headers: res.headers as unknown as Headers, text: await res.text() };
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.request(path, { headers });
  }

  /** A urlencoded form post from the server's own origin (override Origin to test refusals). */
  post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}): Promise<Page> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    return this.request(path, {
      method: 'POST',
      headers: { origin: this.base, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: body.toString(),
    });
  }

  async signIn(email: string, password: string): Promise<Page> {
    return this.post('/dashboard/sign-in', { email, password });
  }

  /** The CSRF token the signed-in pages carry in their forms. */
  async csrf(): Promise<string> {
    const page = await this.get('/dashboard/settings/api-keys');
    const token = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1];
    if (!token) throw new Error(`no CSRF token on the keys page (status ${page.status})`);
    return token;
  }

  async close(): Promise<void> {
    await this.agent?.close();
  }
}

/** A client signed in to the dashboard at `base` as `email` (the sign-in must answer 303). */
export async function signedInClient(base: string, email: string, password: string): Promise<DashboardClient> {
  const client = new DashboardClient(base);
  const r = await client.signIn(email, password);
  expect(r.status, r.text).toBe(303);
  return client;
}

/** A new enterprise account with a dashboard user signed in, and the account's secret key. */
export async function signedInAccount(t: TestServer, name: string): Promise<{ client: DashboardClient; key: string }> {
  const account = await t.createAccount('enterprise', { rpm: 100_000 });
  const db = t.server.deps.database.db;
  const accountName = (await db.selectFrom('accounts').select('name').where('id', '=', account.id).executeTakeFirstOrThrow()).name;
  const user = await createDashboardUser(db, { accountName, email: `${name}@example.com` });
  const client = new DashboardClient(t.url);
  const signIn = await client.signIn(user.user.email, user.password);
  if (signIn.status !== 303) throw new Error(`sign-in answered ${signIn.status}`);
  return { client, key: account.secretKey };
}

/** A binary GET with the client's session cookie, or with an API key: status, headers and bytes. */
export async function fetchBytes(url: string, auth: { client?: DashboardClient; key?: string } = {}) {
  const headers: Record<string, string> = auth.key
    ? { authorization: `Bearer ${auth.key}` }
    : auth.client?.cookie
      ? { cookie: auth.client.cookie }
      : {};
  const r = await fetch(url, { headers, redirect: 'manual' });
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
}
