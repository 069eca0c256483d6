import type { MobilePageName } from '@portal/contract/pages';
import { isHiddenPage } from '@portal/contract/pages';
import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../lib/page-definition';
import { HOME_PATH } from '../../lib/page-paths';
import { pages } from '../../pages';
import { menuModel } from './menu-model';

function page(path: MobilePageName): PageDefinition {
  const home = pages.find((entry) => entry.path === HOME_PATH);
  if (!home) throw new Error('home missing');
  return { ...home, path };
}

describe('menuModel', () => {
  const title = (entry: PageDefinition) => entry.path;
  const everything = new Set<string>(pages.map((entry) => entry.path));

  it('lists every registry page the server lists that is not hidden', () => {
    const model = menuModel(pages, everything, title);
    const listed = [...model.top, ...model.groups.flatMap((group) => group.pages)];
    expect(new Set(listed)).toEqual(new Set(pages.filter((entry) => !isHiddenPage(entry.path))));
  });

  it('shows an item only when the server lists it, Home always', () => {
    const registry = [page(HOME_PATH), page('notification'), page('transcript'), page('attendance')];
    const model = menuModel(registry, new Set(['transcript']), title);
    expect(model.top.map((entry) => entry.path)).toEqual([HOME_PATH]);
    expect(model.groups).toEqual([{ group: 'results', pages: [registry[2]] }]);
  });

  it('puts Home first, then the other top-level items by title, and leaves hidden pages out', () => {
    const registry = [page('notification'), page('duphat-install'), page('logger'), page(HOME_PATH)];
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
