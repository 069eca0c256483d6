import { cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import type { MobilePageName } from '@portal/contract/pages';
import {
  HOME_PATH,
  lazyPage,
  menuModel,
  pageForPath,
  pages,
  reachableWithoutMenu,
  type PageDefinition,
} from './pages';

afterEach(cleanup);

function page(path: MobilePageName, hidden?: true): PageDefinition {
  const home = pages.find((entry) => entry.path === HOME_PATH);
  if (!home) throw new Error('home missing');
  return { ...home, path, hidden, reachableWithoutMenu: undefined };
}

describe('page registry', () => {
  it('gives every page a unique route path', () => {
    const paths = pages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses plain path segments (no leading slash, no parameters)', () => {
    for (const entry of pages) expect(entry.path).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
  });

  it('contains home as a page reachable without a menu entry, and listed in the menu', () => {
    const home = pages.find((entry) => entry.path === HOME_PATH);
    expect(home?.hidden).toBeUndefined();
    expect(reachableWithoutMenu(HOME_PATH)).toBe(true);
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
  const everything = new Set<string>(pages.map((entry) => entry.path));

  it('lists every registry page the server lists that is not hidden', () => {
    const model = menuModel(pages, everything, title);
    const listed = [...model.top, ...model.groups.flatMap((group) => group.pages)];
    expect(new Set(listed)).toEqual(new Set(pages.filter((entry) => !entry.hidden)));
  });

  it('shows an item only when the server lists it, Home always', () => {
    const registry = [page(HOME_PATH), page('notification'), page('transcript'), page('attendance')];
    const model = menuModel(registry, new Set(['transcript']), title);
    expect(model.top.map((entry) => entry.path)).toEqual([HOME_PATH]);
    expect(model.groups).toEqual([{ group: 'results', pages: [registry[2]] }]);
  });

  it('puts Home first, then the other top-level items by title, and leaves hidden pages out', () => {
    const registry = [page('notification'), page('duphat-install', true), page('logger'), page(HOME_PATH)];
    const model = menuModel(registry, new Set(['notification', 'duphat-install', 'logger']), title);
    expect(model.top.map((entry) => entry.path)).toEqual([HOME_PATH, 'logger', 'notification']);
    expect(model.groups).toEqual([]);
  });

  it('keeps the spec order of groups, shows only groups with items, sorts inside a group', () => {
    const registry = [page('transcript'), page('attendance'), page('schedule'), page('white-coat')];
    const model = menuModel(registry, new Set(['transcript', 'attendance', 'schedule', 'white-coat']), title);
    expect(model.groups.map((group) => group.group)).toEqual(['schedules', 'results', 'requests']);
    expect(model.groups[1]?.pages.map((entry) => entry.path)).toEqual(['attendance', 'transcript']);
  });
});

describe('reachableWithoutMenu', () => {
  it("lets the advising sub-pages and the gates' pages open without a menu entry (spec §2, §4)", () => {
    for (const path of ['IndAdvising', 'AdvisingModules', 'AddDrop', 'Preview', 'evaluation-questions']) {
      expect(reachableWithoutMenu(path), path).toBe(true);
    }
    expect(reachableWithoutMenu('announcement')).toBe(true);
    expect(reachableWithoutMenu('evaluation')).toBe(true);
  });

  it('does not open install variants or staff pages without the server listing them', () => {
    for (const path of ['curious-install', 'duphat-install', 'impersonate', 'logger', 'transcript']) {
      expect(reachableWithoutMenu(path), path).toBe(false);
    }
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
