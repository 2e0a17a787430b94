// `docrec submit FILE...`: a client of a running server. Uploads each file, honours Retry-After
// on 429, and with --wait polls until each document completes, then prints its text (or JSON).
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadClientConfig } from '../config.js';
import { UsageError } from './usage-error.js';

interface DocumentObject {
  id: string;
  status: string;
  result: { text?: string } | null;
  error: { code: string; message: string } | null;
}

export async function runSubmit(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { language: { type: 'string' }, 'webhook-url': { type: 'string' }, wait: { type: 'boolean' }, json: { type: 'boolean' } },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals: files } = parsed;
  if (files.length === 0) throw new UsageError('submit needs at least one FILE');
  const client = loadClientConfig();
  if (!client.apiKey) throw new UsageError('set DOCREC_API_KEY to an API key (and DOCREC_URL if not http://127.0.0.1:8080)');
  let failures = 0;
  for (const file of files) {
    try {
      const form = new FormData();
      form.set('file', await openAsBlob(file), basename(file));
      if (values.language) form.set('language', values.language);
      if (values['webhook-url']) form.set('webhook_url', values['webhook-url']);
      let doc = await call<DocumentObject>(client, 'POST', '/v1/documents', form);
      process.stderr.write(`${file}: ${doc.id} ${doc.status}\n`);
      while (values.wait && (doc.status === 'queued' || doc.status === 'processing')) {
        await sleep(1000);
        doc = await call<DocumentObject>(client, 'GET', `/v1/documents/${doc.id}`);
      }
      if (values.json) process.stdout.write(`${JSON.stringify(doc)}\n`);
      else if (doc.status === 'completed') process.stdout.write(`${doc.result?.text ?? ''}\n`);
      if (doc.status === 'failed') throw new Error(`${doc.error?.code}: ${doc.error?.message}`);
    } catch (err) {
      failures++;
      process.stderr.write(`${file}: ${(err as Error).message}\n`);
    }
  }
  return failures === 0 ? 0 : 1;
}

async function call<T>(client: { url: string; apiKey: string | undefined }, method: string, path: string, body?: FormData): Promise<T> {
  for (;;) {
    const res = await fetch(client.url + path, {
      method,
      headers: { Authorization: `Bearer ${client.apiKey}` },
      ...(body ? { body } : {}),
    });
    if (res.status === 429 && !(await res.clone().text()).includes('quota_exceeded')) {
      await sleep(Number(res.headers.get('retry-after') ?? '1') * 1000);
      continue;
    }
    const payload = (await res.json()) as T & { error?: { message: string } };
    if (!res.ok) throw new Error(payload.error?.message ?? `HTTP ${res.status}`);
    return payload;
  }
}
