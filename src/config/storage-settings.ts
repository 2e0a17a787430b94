// STORAGE_URL and the AWS_* variables, parsed (config.ts hands them over; it alone reads the env).
// Unset STORAGE_URL: uploads stay under DATA_DIR/uploads. `s3://BUCKET[/PREFIX]`: S3-compatible
// object storage, keys under PREFIX/ when one is given.

export interface S3Settings {
  readonly bucket: string;
  /** '' or a prefix without leading or trailing slashes. */
  readonly prefix: string;
  readonly region: string;
  /** AWS_ENDPOINT_URL_S3: MinIO, Ceph, R2…; undefined: AWS itself. */
  readonly endpoint: string | undefined;
  readonly forcePathStyle: boolean;
  /** Both keys, or undefined: the SDK's own credential chain (profile, instance role, web identity). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string; readonly sessionToken?: string } | undefined;
}

/** Thrown with a message that starts with the variable's name (config.ts makes it a ConfigError). */
export class StorageSettingError extends Error {}

const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseStorageSettings(env: Record<string, string | undefined>): S3Settings | undefined {
  // Checked even without STORAGE_URL: a typo there must not hide a bad value here.
  const sdk = {
    region: env.AWS_REGION?.trim() || 'us-east-1',
    endpoint: endpoint(env.AWS_ENDPOINT_URL_S3?.trim()),
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
    credentials: credentials(env),
  };
  const raw = env.STORAGE_URL?.trim();
  if (!raw) return undefined;
  const match = /^s3:\/\/([^/]+)(\/.*)?$/.exec(raw);
  if (!match) throw new StorageSettingError(`STORAGE_URL must look like s3://BUCKET or s3://BUCKET/PREFIX, got "${raw.slice(0, 80)}"`);
  const bucket = match[1]!;
  if (!bucketName.test(bucket)) {
    throw new StorageSettingError(
      `STORAGE_URL names an invalid bucket "${bucket.slice(0, 80)}" (3-63 lowercase letters, digits, dots, hyphens)`,
    );
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '.' || part === '..') || prefix.includes('//')) {
    throw new StorageSettingError(`STORAGE_URL has an invalid prefix "${prefix.slice(0, 80)}"`);
  }
  return { bucket, prefix, ...sdk };
}

function endpoint(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StorageSettingError('AWS_ENDPOINT_URL_S3 must be an http:// or https:// URL, got an unparsable value');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StorageSettingError(`AWS_ENDPOINT_URL_S3 must start with http: or https:, got "${url.protocol}"`);
  }
  return raw;
}

function flag(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return false;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new StorageSettingError(`S3_FORCE_PATH_STYLE must be one of true, false, 1, 0, got "${raw!.slice(0, 20)}"`);
}

function credentials(env: Record<string, string | undefined>): S3Settings['credentials'] {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId && !secretAccessKey) return undefined;
  // Never echo either value: one of them is a secret.
  if (!accessKeyId || !secretAccessKey) {
    throw new StorageSettingError(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together (or neither, for the default credential chain)',
    );
  }
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}
