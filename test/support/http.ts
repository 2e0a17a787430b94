// Small helpers for black-box calls over real sockets.
import { readFile } from 'node:fs/promises';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function call(url: string, init: RequestInit & { key?: string } = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  if (init.key) headers.set('Authorization', `Bearer ${init.key}`);
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A multipart form with a file part (bytes, name) and optional text fields. */
export function form(file: Uint8Array | undefined, fields: Record<string, string> = {}, filename = 'scan.png'): FormData {
  const fd = new FormData();
  if (file) fd.set('file', new Blob([new Uint8Array(file)]), filename);
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** A minimal valid PNG (1x1, grayscale): enough for the magic-byte sniff. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

export const readFixture = (path: string) => readFile(path);
