import { describe, expect, it } from 'vitest';
import { storedMenuPages } from './use-offline-menu';

describe('the stored menu read offline', () => {
  it('gives the page names of a stored server menu', () => {
    expect(
      storedMenuPages([
        { MobilePageName: 'schedule', Parent: 'schedules' },
        { MobilePageName: 'transcript', Parent: 'results' },
      ]),
    ).toEqual(['schedule', 'transcript']);
  });

  it('refuses anything else: nothing stored, another shape, an unknown page', () => {
    expect(storedMenuPages(undefined)).toBeUndefined();
    expect(storedMenuPages({ MobilePageName: 'schedule' })).toBeUndefined();
    expect(storedMenuPages([{ MobilePageName: 'not-a-page' }])).toBeUndefined();
    expect(storedMenuPages(['schedule'])).toBeUndefined();
  });
});
