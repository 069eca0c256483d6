import { act, cleanup, renderHook } from '@testing-library/react';
import type { MobilePageName } from '@portal/contract/pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMenuState, setMenuState } from './menu-state';
import { usePageAccess, usePageLinkable } from './page-access';

const role = vi.hoisted((): { value: 'staff' | 'student' | undefined } => ({ value: undefined }));
// Every page of the spec is built now: the list of pages still to come is stood in for, so the rule holds.
vi.mock('./pages-to-come', () => ({ PAGES_TO_COME: ['sigmund', 'white-coat'] }));
vi.mock('./use-session', () => ({
  useSession: () => ({ profile: role.value ? { Role: role.value, Roles: [] } : undefined }),
}));

afterEach(() => {
  cleanup();
  resetMenuState();
  role.value = undefined;
});

const accessTo = (page: MobilePageName) => renderHook(() => usePageAccess(page)).result.current;

describe('usePageAccess', () => {
  it("opens the advising sub-pages and the gates' pages without a menu entry (spec §2, §4)", () => {
    const menuFree: MobilePageName[] = ['IndAdvising', 'AdvisingModules', 'AddDrop', 'Preview', 'home'];
    const gates: MobilePageName[] = ['announcement', 'evaluation', 'evaluation-questions'];
    for (const page of [...menuFree, ...gates]) {
      expect(accessTo(page), page).toBe('open');
    }
  });

  it('waits for the menu for other pages, then opens those it lists and closes the rest', () => {
    setMenuState({ status: 'loading', pages: new Set() });
    expect(accessTo('transcript')).toBe('wait');
    setMenuState({ status: 'ready', pages: new Set(['transcript', 'logger']) });
    expect(accessTo('transcript')).toBe('open');
    expect(accessTo('logger')).toBe('open');
    expect(accessTo('impersonate')).toBe('closed');
    setMenuState({ status: 'refused', pages: new Set() });
    expect(accessTo('attendance')).toBe('refused');
    expect(accessTo('home'), 'menu-free pages too').toBe('refused');
  });

  it("keeps a student's menu-free pages closed to staff, who open only home without a menu entry", () => {
    role.value = 'staff';
    setMenuState({ status: 'ready', pages: new Set(['impersonate']) });
    for (const page of ['AddDrop', 'IndAdvising', 'Preview', 'validateDropAdd', 'evaluation'] as const) {
      expect(accessTo(page), page).toBe('closed');
    }
    expect(accessTo('home')).toBe('open');
    expect(accessTo('impersonate')).toBe('open');
    role.value = 'student';
    expect(accessTo('AddDrop')).toBe('open');
  });

  it('never opens a page this build does not have, even when the menu lists it', () => {
    setMenuState({ status: 'ready', pages: new Set(['sigmund', 'white-coat']) });
    expect(accessTo('sigmund')).toBe('closed');
    expect(accessTo('white-coat')).toBe('closed');
  });
});

describe('usePageLinkable', () => {
  it('links to a page once the menu lists it, and to menu-free pages at once', async () => {
    const { result, rerender } = renderHook<boolean, { page: MobilePageName }>(
      ({ page }) => usePageLinkable(page),
      { initialProps: { page: 'transcript' } },
    );
    expect(result.current).toBe(false);
    await act(async () => {
      setMenuState({ status: 'ready', pages: new Set(['transcript']) });
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
    rerender({ page: 'evaluation' });
    expect(result.current).toBe(true);
  });
});
