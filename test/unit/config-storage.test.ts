// loadConfig's object storage and retention variables (STORAGE_URL, AWS_*, S3_FORCE_PATH_STYLE,
// DOCUMENT_RETENTION) against API.md's "Configuration" table, with the two duration and thread
// edge cases that sit next to them: days refused in WEBHOOK_RETRY_DELAYS, OCR_THREADS=0 accepted.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('object storage and retention (STORAGE_URL, AWS_*, DOCUMENT_RETENTION)', () => {
  it('reads s3://BUCKET/PREFIX with the AWS_* variables', () => {
    const c = loadConfig({
      STORAGE_URL: 's3://docrec-files/prod/eu/',
      AWS_REGION: 'eu-central-1',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c.storage).toEqual({
      bucket: 'docrec-files',
      prefix: 'prod/eu',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI' },
    });
    expect(Object.isFrozen(c.storage)).toBe(true);
  });

  it('defaults to no prefix, us-east-1, virtual-host style and the SDK credential chain', () => {
    expect(loadConfig({ STORAGE_URL: 's3://docrec' }).storage).toEqual({
      bucket: 'docrec',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'x' }).storage).toBeUndefined();
  });

  it('refuses one AWS key without the other, without echoing either', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://b1b', AWS_SECRET_ACCESS_KEY: 'hunter2secret' })).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => loadConfig({ STORAGE_URL: 's3://b1b', AWS_SECRET_ACCESS_KEY: 'hunter2secret' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ STORAGE_URL: 's3://b1b', AWS_ACCESS_KEY_ID: 'AKID' })).toThrow(ConfigError);
  });

  it('reads DOCUMENT_RETENTION in ms, s, m, h and d', () => {
    expect(loadConfig({ DOCUMENT_RETENTION: '30d' }).documentRetentionMs).toBe(30 * 86_400_000);
    expect(loadConfig({ DOCUMENT_RETENTION: '2s' }).documentRetentionMs).toBe(2000);
    expect(loadConfig({ DOCUMENT_RETENTION: '12h' }).documentRetentionMs).toBe(12 * 3_600_000);
    expect(loadConfig({ DOCUMENT_RETENTION: '' }).documentRetentionMs).toBeUndefined();
  });

  it('still refuses days in WEBHOOK_RETRY_DELAYS (API.md: ms/s/m/h)', () => {
    expect(() => loadConfig({ WEBHOOK_RETRY_DELAYS: '1d' })).toThrow(/WEBHOOK_RETRY_DELAYS/);
  });

  it('accepts OCR_THREADS=0 (an API node)', () => {
    expect(loadConfig({ OCR_THREADS: '0' }).ocrThreads).toBe(0);
  });
});
