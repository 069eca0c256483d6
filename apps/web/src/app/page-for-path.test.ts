import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '../lib/page-paths';
import { pageForPath } from './page-for-path';

describe('pageForPath', () => {
  it('finds a page by its route path, with or without the leading slash', () => {
    expect(pageForPath('/home')?.path).toBe(HOME_PATH);
    expect(pageForPath('home')?.path).toBe(HOME_PATH);
  });

  it('reads a location hash', () => {
    expect(pageForPath('#/home')?.path).toBe(HOME_PATH);
    expect(pageForPath('#/home?tab=1')?.path).toBe(HOME_PATH);
    expect(pageForPath('')).toBeUndefined();
  });

  it('finds nothing for an unknown path', () => {
    expect(pageForPath('/nowhere')).toBeUndefined();
  });
});
