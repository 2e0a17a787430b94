// loadConfig against API.md's "Configuration" table: every default, a frozen result that reads
// only the env object it is given, and every variable parsed when set.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usableCores } from '../../src/config/cpu-quota.js';
import { loadConfig } from '../../src/config/config.js';

describe('loadConfig defaults (API.md "Configuration")', () => {
  const config = loadConfig({});

  it('uses the documented defaults when nothing is set', () => {
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      ocrThreads: usableCores(),
      ocrEngine: 'auto',
      ocrSimd: undefined,
      ocrLanguages: ['eng', 'ukr'],
      maxFileBytes: 104_857_600,
      maxPages: 2000,
      partialPages: 10,
      pageTimeoutMs: 120_000,
      jobLeaseMs: 30_000,
      maxPixels: 100_000_000,
      minFreeDiskBytes: 1_073_741_824,
      webhookRetryDelaysMs: [30_000, 300_000, 1_800_000, 7_200_000],
      webhookTimeoutMs: 10_000,
      webhookAllowPrivate: false,
      logLevel: 'info',
      tessdataDir: undefined,
      storage: undefined,
      publicUrl: undefined,
      documentRetentionMs: undefined,
      trustProxy: undefined,
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '', WEBHOOK_RETRY_DELAYS: '', DATABASE_URL: '' })).toEqual(config);
  });

  it('reads only the env object it is given, never process.env', () => {
    const saved = process.env.PORT;
    process.env.PORT = '1234';
    try {
      expect(loadConfig({}).port).toBe(8080);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });

  it('is frozen, retry delays included', () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.webhookRetryDelaysMs)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(() => (config.webhookRetryDelaysMs as number[]).push(1)).toThrow(TypeError);
  });
});

describe('loadConfig with values set', () => {
  it('parses every variable', () => {
    const c = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/docrec',
      DATABASE_URL: 'postgres://u@db:5432/docrec',
      REDIS_URL: 'rediss://cache:6380',
      OCR_THREADS: '3',
      OCR_ENGINE: 'CLI',
      OCR_SIMD: 'AVX2',
      MAX_FILE_BYTES: '1024',
      MAX_PAGES: '5',
      PARTIAL_PAGES: '2',
      PAGE_TIMEOUT_MS: '500',
      JOB_LEASE_MS: '2000',
      MAX_PIXELS: '4000000',
      MIN_FREE_DISK_BYTES: '0',
      WEBHOOK_RETRY_DELAYS: '500ms, 2s,1m,1h',
      WEBHOOK_TIMEOUT_MS: '250',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'silent',
      TESSDATA_PREFIX: '/usr/share/tessdata',
    });
    expect(c).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/docrec',
      databaseUrl: 'postgres://u@db:5432/docrec',
      redisUrl: 'rediss://cache:6380',
      ocrThreads: 3,
      ocrEngine: 'cli',
      ocrSimd: 'avx2',
      maxFileBytes: 1024,
      maxPages: 5,
      partialPages: 2,
      pageTimeoutMs: 500,
      jobLeaseMs: 2000,
      maxPixels: 4_000_000,
      minFreeDiskBytes: 0,
      webhookRetryDelaysMs: [500, 2000, 60_000, 3_600_000],
      webhookTimeoutMs: 250,
      webhookAllowPrivate: true,
      logLevel: 'silent',
      tessdataDir: '/usr/share/tessdata',
    });
  });

  it('accepts postgresql:// and redis://, and 1/0 for booleans', () => {
    const c = loadConfig({ DATABASE_URL: 'postgresql://x/y', REDIS_URL: 'redis://r', WEBHOOK_ALLOW_PRIVATE: '1' });
    expect(c.databaseUrl).toBe('postgresql://x/y');
    expect(c.redisUrl).toBe('redis://r');
    expect(c.webhookAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '0' }).webhookAllowPrivate).toBe(false);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/x' }).dataDir).toBe(resolve('var/x'));
  });
});
