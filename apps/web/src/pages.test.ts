import { isHiddenPage, MOBILE_PAGE_NAMES, opensWithoutMenu } from '@portal/contract/pages';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { HOME_PATH } from './lib/page-paths';
import { PAGES_TO_COME } from './lib/pages-to-come';
import { pages } from './pages';

const registered = pages.map((entry) => entry.path);

describe('page registry', () => {
  it('gives every page a unique route path', () => {
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('uses plain path segments (no leading slash, no parameters)', () => {
    for (const entry of pages) expect(entry.path).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
  });

  it('contains home as a page reachable without a menu entry, and listed in the menu', () => {
    expect(registered).toContain(HOME_PATH);
    expect(isHiddenPage(HOME_PATH)).toBe(false);
    expect(opensWithoutMenu(HOME_PATH)).toBe(true);
  });

  it('loads every page lazily', () => {
    for (const entry of pages) expect(entry.component.name).toBe('LazyPageBody');
  });

  // Every page's code, transformed cold: well past the default 5 s on a busy machine.
  it('can load every page ahead of rendering it', { timeout: 30_000 }, async () => {
    for (const entry of pages) await expect(entry.load()).resolves.toHaveProperty('default');
  });

  it('has a title for every page in English and in Arabic', () => {
    for (const entry of pages) {
      const key = entry.titleKey.replace(/^pages\./, '');
      expect(Object.keys(en.pages), entry.path).toContain(key);
      expect(Object.keys(ar.pages), entry.path).toContain(key);
    }
  });

  it('has a page for every page name of the contract, or lists it among the pages to come', () => {
    const toCome: readonly string[] = PAGES_TO_COME;
    const missing = MOBILE_PAGE_NAMES.filter((name) => !registered.includes(name) && !toCome.includes(name));
    expect(missing).toEqual([]);
    expect(registered.filter((name) => toCome.includes(name))).toEqual([]);
  });

  it('has every page that opens without a menu entry', () => {
    const menuFree = MOBILE_PAGE_NAMES.filter((name) => opensWithoutMenu(name));
    expect(menuFree.filter((name) => !registered.includes(name))).toEqual([]);
  });
});
