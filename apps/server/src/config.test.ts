import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
    expect(config.UNIVERSITY_TIME_ZONE).toBe('Africa/Cairo');
    expect(config.BETA).toBe(false);
  });

  it('names the variable and the value when a number is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT .*"eighty"/);
  });

  it('refuses a DATABASE_URL that is not a postgres URL and hides its password', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://admin:s3cret@db.example.edu/portal' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^Configuration error: DATABASE_URL must be a URL starting with postgres:/);
    expect(message).not.toContain('s3cret');
    expect(message).toContain('***');
  });

  it('refuses an unknown time zone and an http social link', () => {
    expect(() => loadConfig({ UNIVERSITY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/UNIVERSITY_TIME_ZONE/);
    expect(() => loadConfig({ SOCIAL_YOUTUBE_URL: 'http://youtube.com' })).toThrow(/SOCIAL_YOUTUBE_URL/);
  });

  it('reads the grade scale and refuses one with a letter missing or points out of range', () => {
    const scale = loadConfig({
      GRADE_SCALE: 'A=5,A-=4.5,B+=4,B=3.5,B-=3,C+=2.5,C=2,C-=1.5,D+=1.2,D=1,F=0',
    }).gradeScale;
    expect(scale.points.A).toBe(5);
    expect(loadConfig({}).gradeScale.points['B+']).toBe(3.3);
    expect(() => loadConfig({ GRADE_SCALE: 'A=4' })).toThrow(
      /^Configuration error: GRADE_SCALE is invalid: letters without points: A-.* \(got "A=4"\)\.$/,
    );
    expect(() => loadConfig({ GRADE_PASSING_POINTS: '7' })).toThrow(/GRADE_PASSING_POINTS/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads CORS_ORIGINS as a list of origins and refuses one with a path', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.ndu.edu.eg, http://localhost:5173' }).CORS_ORIGINS,
    ).toEqual(['https://app.ndu.edu.eg', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.ndu.edu.eg/portal' })).toThrow(
      /^Configuration error: CORS_ORIGINS/,
    );
  });

  it('reads TRUST_PROXY as proxy addresses and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toBe('10.0.0.0/8, loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a REDIS_URL that is not a redis URL and hides its password', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    let message = '';
    try {
      loadConfig({ REDIS_URL: 'http://user:t0ps3cret@cache.example.edu' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^Configuration error: REDIS_URL must be a URL starting with redis:/);
    expect(message).not.toContain('t0ps3cret');
  });
  it('reads the withdrawal limit, attendance thresholds and secret keys, refusing inconsistent values', () => {
    const config = loadConfig({});
    expect([
      config.WITHDRAWALS_PER_TERM,
      config.ATTENDANCE_WARNING_PERCENT,
      config.ATTENDANCE_DENIAL_PERCENT,
    ]).toEqual([2, 15, 25]);
    expect(config.secretKeys).toBeUndefined();
    expect(() => loadConfig({ ATTENDANCE_WARNING_PERCENT: '30' })).toThrow(
      /ATTENDANCE_WARNING_PERCENT must be below ATTENDANCE_DENIAL_PERCENT/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEYS: `k1:${key}` }).secretKeys?.[0]?.id).toBe('k1');
    let message = '';
    try {
      loadConfig({ SECRETS_KEYS: `k1:${key.slice(0, 20)}` });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/^Configuration error: SECRETS_KEYS is invalid: Key "k1" is not 32 bytes long/);
    expect(message).not.toContain(key.slice(0, 20));
  });
});
