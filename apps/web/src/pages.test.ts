import { cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import {
  HOME_PATH,
  lazyPage,
  menuModel,
  pageAllowed,
  pageForPath,
  pages,
  type PageDefinition,
} from './pages';

afterEach(cleanup);

function page(path: string, menu: PageDefinition['menu']): PageDefinition {
  const home = pages.find((entry) => entry.path === HOME_PATH);
  if (!home) throw new Error('home missing');
  return { ...home, path, menu };
}

describe('page registry', () => {
  it('gives every page a unique route path', () => {
    const paths = pages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses plain path segments (no leading slash, no parameters)', () => {
    for (const entry of pages) expect(entry.path).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
  });

  it('contains home as a top-level menu item', () => {
    const home = pages.find((entry) => entry.path === HOME_PATH);
    expect(home?.menu).toEqual({ kind: 'top' });
  });

  it('loads every page lazily', () => {
    for (const entry of pages) expect(entry.component.name).toBe('LazyPageBody');
  });

  it('can load every page ahead of rendering it', async () => {
    for (const entry of pages) await expect(entry.load()).resolves.toHaveProperty('default');
  });

  it('has an English title for every page', () => {
    for (const entry of pages) {
      const key = entry.titleKey.replace(/^pages\./, '');
      expect(Object.keys(en.pages)).toContain(key);
    }
  });
});

describe('lazyPage', () => {
  function countingPage() {
    const counter = { imports: 0 };
    const page = lazyPage(() => {
      counter.imports += 1;
      return Promise.resolve({ default: () => createElement('p', null, 'page body') });
    });
    return { page, counter };
  }

  function renderInSuspense(page: ReturnType<typeof lazyPage>) {
    render(
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'loading') },
        createElement(page.component),
      ),
    );
  }

  it('imports nothing until the page is rendered, then shows the fallback until the code arrives', async () => {
    const { page, counter } = countingPage();
    expect(counter.imports).toBe(0);
    renderInSuspense(page);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(counter.imports).toBe(1);
  });

  it('renders a page loaded ahead of time at once, without a fallback', async () => {
    const { page, counter } = countingPage();
    await page.load();
    renderInSuspense(page);
    expect(screen.getByText('page body')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(counter.imports).toBe(1);
  });
});

describe('menuModel', () => {
  const title = (entry: PageDefinition) => entry.path;

  it('lists every page of the registry that is not hidden', () => {
    const model = menuModel(pages, title);
    const listed = [...model.top, ...model.groups.flatMap((group) => group.pages)];
    expect(listed).toEqual(pages.filter((entry) => entry.menu.kind !== 'hidden'));
  });

  it('puts Home first, sorts the rest by title, and leaves hidden pages out', () => {
    const registry = [
      page('zeta', { kind: 'top' }),
      page('install', { kind: 'hidden' }),
      page('alpha', { kind: 'top' }),
      ...pages.filter((entry) => entry.path === HOME_PATH),
    ];
    expect(menuModel(registry, title).top.map((entry) => entry.path)).toEqual([HOME_PATH, 'alpha', 'zeta']);
  });

  it('keeps the spec order of groups, shows only groups with pages, sorts inside a group', () => {
    const registry = [
      ...pages,
      page('transcript', { kind: 'group', group: 'results' }),
      page('attendance', { kind: 'group', group: 'results' }),
      page('schedule', { kind: 'group', group: 'schedules' }),
    ];
    const model = menuModel(registry, title);
    expect(model.groups.map((group) => group.group)).toEqual(['schedules', 'results']);
    expect(model.groups[1]?.pages.map((entry) => entry.path)).toEqual(['attendance', 'transcript']);
  });
});

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

describe('pageAllowed', () => {
  const byPath = (path: string) => pages.find((entry) => entry.path === path);

  it('shows the staff pages only to the roles that use them', () => {
    const impersonate = byPath('impersonate');
    const logger = byPath('logger');
    const home = byPath(HOME_PATH);
    if (!impersonate || !logger || !home) throw new Error('registry entry missing');
    expect(pageAllowed(impersonate, ['registrar'])).toBe(true);
    expect(pageAllowed(impersonate, ['auditor'])).toBe(false);
    expect(pageAllowed(logger, ['auditor'])).toBe(true);
    expect(pageAllowed(logger, [])).toBe(false);
    expect(pageAllowed(home, [])).toBe(true);
  });
});
