// The S3 adapter (AWS SDK v3): uploads and generated files as objects under the bucket's prefix,
// read through a bounded local cache (MuPDF needs a local file with random access). Large files go
// up in parts (lib-storage), and a failed upload aborts its parts, so nothing half-written stays.
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config/storage-settings.js';
import { LateObjects } from './late-objects.js';
import { LocalCache, type LocalCacheOptions } from './local-cache.js';
import { StorageUnavailable, StoredFileMissing, type LocalCopy, type Storage, type StoredEntry } from './storage.js';
import { isSafeKey } from './storage-keys.js';
import { ANSWER_MS, CONNECT_MS, STALL_MS, failStallsAtOnce, withinDeadline } from './s3-timeouts.js';

const PART_BYTES = 8 << 20;

export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly keepsStagedFile = false;
  private readonly client: S3Client;
  private readonly cache: LocalCache;
  private readonly lateObjects = new LateObjects((key) => this.delete([key]));

  constructor(
    private readonly settings: S3Settings,
    cache: LocalCacheOptions,
  ) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // A copy: the SDK marks the object it is given, and the config is frozen.
      ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
      // An unreachable or stalled store must fail a request in seconds (503), not hang it.
      requestHandler: { connectionTimeout: CONNECT_MS, socketTimeout: STALL_MS },
      maxAttempts: 3,
      // Checksums only where S3 requires them: MinIO, Ceph and older stores reject the streaming
      // trailer format the SDK otherwise uses for every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    failStallsAtOnce(this.client);
    this.cache = new LocalCache(cache, (key, destination) => this.download(key, destination));
  }

  async start(): Promise<void> {
    await this.cache.start();
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key.replace(/\/$/, ''))) throw new Error(`invalid storage key "${key.slice(0, 80)}"`);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  /** The file is deleted afterwards, stored or not: it was only a staging copy. */
  async put(key: string, file: string, contentType?: string): Promise<void> {
    try {
      const upload = new Upload({
        client: this.client,
        params: {
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ...(contentType ? { ContentType: contentType } : {}),
        },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    } catch (err) {
      this.lateObjects.expect(key);
      throw new StorageUnavailable(`could not store ${key}: ${describe(err)}`, { cause: err });
    } finally {
      await unlink(file).catch(() => {});
    }
  }

  localCopy(key: string): Promise<LocalCopy> {
    return this.cache.acquire(key);
  }

  private async download(key: string, destination: string): Promise<number> {
    let body: Readable;
    try {
      const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) });
      const object = await withinDeadline(ANSWER_MS, (abortSignal) => this.client.send(command, { abortSignal }));
      body = object.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new StoredFileMissing(key);
      throw new StorageUnavailable(`could not fetch ${key}: ${describe(err)}`, { cause: err });
    }
    try {
      await pipeline(body, createWriteStream(destination, { flags: 'wx' }));
    } catch (err) {
      throw new StorageUnavailable(`could not fetch ${key}: ${describe(err)}`, { cause: err });
    }
    return (await stat(destination)).size;
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One request per key: DeleteObjects needs checksums some S3-compatible stores do not accept,
    // and a document has one or two files.
    for (const key of keys) {
      this.cache.forget(key);
      try {
        const command = new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) });
        await withinDeadline(ANSWER_MS, (abortSignal) => this.client.send(command, { abortSignal }));
      } catch (err) {
        if (!isNotFound(err)) throw new StorageUnavailable(`could not delete ${key}: ${describe(err)}`, { cause: err });
      }
    }
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const strip = this.settings.prefix ? this.settings.prefix.length + 1 : 0;
    let token: string | undefined;
    do {
      const page = await this.client
        .send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.objectKey(prefix), ContinuationToken: token }))
        .catch((err: unknown) => {
          throw new StorageUnavailable(`could not list ${prefix}: ${describe(err)}`, { cause: err });
        });
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(strip), modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.lateObjects.close();
    await this.cache.close();
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function describe(err: unknown): string {
  const e = err as { name?: string; message?: string; code?: string };
  return [e?.name, e?.code, e?.message].filter(Boolean).join(': ').slice(0, 300) || String(err);
}
