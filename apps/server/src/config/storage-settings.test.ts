import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'portal-files',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'very-secret-key',
};

describe('storage settings', () => {
  it('keeps files locally by default, with a 10 MB ceiling and no scanner', () => {
    const config = loadConfig({});
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(config.CLAMAV_HOST).toBeUndefined();
    expect(config.CLAMAV_PORT).toBe(3310);
    expect(config.CLAMAV_TIMEOUT_MS).toBe(30_000);
  });

  it('starts with STORAGE_DRIVER=s3 when the bucket and its credentials are given', () => {
    const config = loadConfig(S3);
    expect(config.S3_BUCKET).toBe('portal-files');
    expect(config.S3_REGION).toBe('us-east-1');
  });

  for (const missing of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    it(`refuses to start with STORAGE_DRIVER=s3 and no ${missing}`, () => {
      const environment = Object.fromEntries(Object.entries(S3).filter(([name]) => name !== missing));
      expect(() => loadConfig(environment)).toThrow(
        new ConfigError(`Configuration error: ${missing} is required with STORAGE_DRIVER=s3 (unset).`),
      );
    });
  }

  it('refuses an S3_ENDPOINT that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT must be a URL/);
  });

  it('refuses an upload ceiling below 1 kB', () => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '10' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
