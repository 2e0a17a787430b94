// The soak clients' HTTP calls, each timed: every call's latency goes to the current window's
// samples (uploads apart from the reads, lists and deletes, whose p50/p99 the table reports as
// "API"). Answers are checked by the callers; a network error throws.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

/** The document fields the soak reads. */
interface SoakDocument {
  id: string;
  status: string;
  result: { pages: number } | null;
  error: { code: string; message: string } | null;
}

export class LatencySamples {
  api: number[] = [];
  upload: number[] = [];

  /** The samples so far, and a fresh start for the next window. */
  take(): { api: number[]; upload: number[] } {
    const taken = { api: this.api, upload: this.upload };
    this.api = [];
    this.upload = [];
    return taken;
  }
}

interface UploadFields {
  path: string;
  pages?: string | undefined;
  webhookUrl?: string | undefined;
  idempotencyKey?: string | undefined;
}

export class SoakApi {
  private readonly files = new Map<string, Blob>();

  constructor(
    private readonly url: string,
    private readonly key: string,
    readonly samples: LatencySamples,
  ) {}

  async upload(fields: UploadFields): Promise<{ status: number; body: SoakDocument }> {
    let blob = this.files.get(fields.path);
    if (!blob) this.files.set(fields.path, (blob = new Blob([await readFile(fields.path)])));
    const form = new FormData();
    form.set('file', blob, basename(fields.path));
    if (fields.pages) form.set('pages', fields.pages);
    if (fields.webhookUrl) form.set('webhook_url', fields.webhookUrl);
    const headers: Record<string, string> = fields.idempotencyKey ? { 'Idempotency-Key': fields.idempotencyKey } : {};
    return this.call('POST', '/v1/documents', { body: form, headers, upload: true });
  }

  getDocument(id: string) {
    return this.call('GET', `/v1/documents/${id}`);
  }

  deleteDocument(id: string) {
    return this.call('DELETE', `/v1/documents/${id}`);
  }

  list(path: string) {
    return this.call('GET', path);
  }

  private async call(
    method: string,
    path: string,
    opts: { body?: FormData; headers?: Record<string, string>; upload?: boolean } = {},
  ): Promise<{ status: number; body: SoakDocument }> {
    const started = performance.now();
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.key}`, ...opts.headers },
      ...(opts.body ? { body: opts.body } : {}),
    });
    const text = await res.text();
    (opts.upload ? this.samples.upload : this.samples.api).push(performance.now() - started);
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as SoakDocument };
  }
}
