import { describe, expect, it } from 'vitest';
import { redactQuery } from './request-log.js';

describe('redactQuery', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    const logged = redactQuery(
      '/api/account/NewLogin?provider=university&externalAccessToken=eyJabc&isMobile=0&platform=2',
    );
    expect(logged).toContain('provider=university');
    expect(logged).toContain('externalAccessToken=%5Bredacted%5D');
    expect(logged).not.toContain('eyJabc');
  });

  it('hides the staff password of the legacy GET sign-in and the live stream ticket', () => {
    expect(redactQuery('/api/account/AdminLogin?userName=a%40b.c&Pass=Secret1')).not.toContain('Secret1');
    expect(redactQuery('/api/Notify/Stream?ticket=t-123')).not.toContain('t-123');
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactQuery('/api/Portal/GetMenu')).toBe('/api/Portal/GetMenu');
  });
});
