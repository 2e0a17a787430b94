// The only reader of process.env: every variable of API.md's configuration table is parsed and
// validated here once, and the result is frozen. A bad value stops start-up with one line that
// names the variable.
import { usableCores } from './cpu-quota.js';
import { resolve } from 'node:path';
import { parseDuration, parseDurationList } from '../domain/durations.js';
import { isoCodeFor } from '../domain/languages.js';
import { AddressRangeError, AddressRanges } from '../domain/address-ranges.js';
import { parseStorageSettings, StorageSettingError, type S3Settings } from './storage-settings.js';

export type OcrEngineChoice = 'native' | 'cli' | 'auto';
/** OCR_SIMD: libtesseract's int8 matrix kernels, best first (native/tesseract-simd). */
export const SIMD_KERNELS = ['avx512vnni', 'avx512bw', 'avx2', 'sse'] as const;
export type SimdKernelChoice = (typeof SIMD_KERNELS)[number];
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly ocrThreads: number;
  readonly ocrEngine: OcrEngineChoice;
  /** OCR_SIMD: a forced matrix kernel; undefined: the best the CPU and OS support. */
  readonly ocrSimd: SimdKernelChoice | undefined;
  readonly maxFileBytes: number;
  readonly maxPages: number;
  readonly partialPages: number;
  readonly pageTimeoutMs: number;
  readonly jobLeaseMs: number;
  readonly maxPixels: number;
  readonly minFreeDiskBytes: number;
  readonly webhookRetryDelaysMs: readonly number[];
  readonly webhookTimeoutMs: number;
  readonly webhookAllowPrivate: boolean;
  readonly logLevel: LogLevel;
  readonly tessdataDir: string | undefined;
  /** OCR_LANGUAGES: the Tesseract packs the server reads (and setup installs), in the given order. */
  readonly ocrLanguages: readonly string[];
  /** STORAGE_URL (+ AWS_*): object storage; undefined: files under DATA_DIR/uploads. */
  readonly storage: S3Settings | undefined;
  /** DOCUMENT_RETENTION: finished documents older than this are deleted; undefined: kept until deleted. */
  readonly documentRetentionMs: number | undefined;
  /** PUBLIC_URL without a trailing slash; unset: the dashboard trusts the request's own Host. */
  readonly publicUrl: string | undefined;
  /** TRUST_PROXY: reverse proxies whose forwarded headers name the client; undefined: none trusted. */
  readonly trustProxy: AddressRanges | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase() as T;
  if (!allowed.includes(value)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got an unparsable value`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const delays = env.WEBHOOK_RETRY_DELAYS;
  let webhookRetryDelaysMs: number[];
  try {
    webhookRetryDelaysMs = parseDurationList(delays === undefined || delays === '' ? '30s,5m,30m,2h' : delays);
  } catch (err) {
    throw new ConfigError(`WEBHOOK_RETRY_DELAYS ${(err as Error).message}`);
  }
  const config: Config = {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    // 0: an API node that accepts, serves and sends webhooks while other instances recognize.
    ocrThreads: int(env, 'OCR_THREADS', usableCores(), 0, 256),
    ocrEngine: oneOf(env, 'OCR_ENGINE', ['native', 'cli', 'auto'] as const, 'auto'),
    ocrSimd: env.OCR_SIMD?.trim() ? oneOf(env, 'OCR_SIMD', SIMD_KERNELS, 'avx2') : undefined,
    maxFileBytes: int(env, 'MAX_FILE_BYTES', 104_857_600, 1),
    maxPages: int(env, 'MAX_PAGES', 2000, 1),
    partialPages: int(env, 'PARTIAL_PAGES', 10, 1),
    pageTimeoutMs: int(env, 'PAGE_TIMEOUT_MS', 120_000, 100),
    jobLeaseMs: int(env, 'JOB_LEASE_MS', 30_000, 1000),
    maxPixels: int(env, 'MAX_PIXELS', 100_000_000, 1),
    minFreeDiskBytes: int(env, 'MIN_FREE_DISK_BYTES', 1_073_741_824, 0),
    webhookRetryDelaysMs,
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    webhookAllowPrivate: ['true', '1'].includes(oneOf(env, 'WEBHOOK_ALLOW_PRIVATE', ['true', 'false', '1', '0'] as const, 'false')),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    tessdataDir: env.TESSDATA_PREFIX?.trim() || undefined,
    ocrLanguages: Object.freeze(ocrLanguages(env.OCR_LANGUAGES)),
    storage: storageSettings(env),
    documentRetentionMs: retention(env.DOCUMENT_RETENTION),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
  return Object.freeze({ ...config, webhookRetryDelaysMs: Object.freeze(webhookRetryDelaysMs) });
}

/** Comma list of Tesseract pack names docrec can map to an ISO 639-1 code (eng, ukr, chi_sim…). */
function ocrLanguages(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return ['eng', 'ukr'];
  const codes = [
    ...new Set(
      raw
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c !== ''),
    ),
  ];
  const unknown = codes.filter((c) => isoCodeFor(c) === undefined);
  if (codes.length === 0 || unknown.length > 0) {
    throw new ConfigError(`OCR_LANGUAGES must list Tesseract language packs (e.g. eng,ukr,deu), got unknown "${unknown.join(',') || raw}"`);
  }
  return codes;
}

function storageSettings(env: Env): S3Settings | undefined {
  try {
    const settings = parseStorageSettings(env);
    return (
      settings && Object.freeze({ ...settings, ...(settings.credentials ? { credentials: Object.freeze(settings.credentials) } : {}) })
    );
  } catch (err) {
    if (err instanceof StorageSettingError) throw new ConfigError(err.message);
    throw err;
  }
}

function trustProxy(raw: string | undefined): AddressRanges | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return AddressRanges.parse(raw);
  } catch (err) {
    if (err instanceof AddressRangeError) throw new ConfigError(`TRUST_PROXY ${err.message} (e.g. 127.0.0.1,10.0.0.0/8)`);
    throw err;
  }
}

function retention(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let ms: number;
  try {
    ms = parseDuration(raw, ['ms', 's', 'm', 'h', 'd']);
  } catch (err) {
    throw new ConfigError(`DOCUMENT_RETENTION ${(err as Error).message}`);
  }
  if (ms <= 0) throw new ConfigError(`DOCUMENT_RETENTION must be longer than zero, got "${raw}"`);
  return ms;
}

/** Settings of the `docrec submit` client mode; read here so config stays the only env reader. */
export function loadClientConfig(env: Env = process.env): { url: string; apiKey: string | undefined } {
  return { url: env.DOCREC_URL?.trim() || 'http://127.0.0.1:8080', apiKey: env.DOCREC_API_KEY?.trim() || undefined };
}
