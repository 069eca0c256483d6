import type { MobilePageName } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadMenu, MenuRefused, pageNameOf, type MenuLoadChecks } from './menu-load';

function checks(overrides: Partial<MenuLoadChecks> = {}): MenuLoadChecks & { calls: string[] } {
  const calls: string[] = [];
  const menu: readonly MobilePageName[] = ['home', 'notification', 'transcript'];
  return {
    calls,
    tokenValid: () => {
      calls.push('token');
      return true;
    },
    isStudent: true,
    acceptFlag: () => {
      calls.push('accept');
      return Promise.resolve(1);
    },
    evaluationPending: () => {
      calls.push('evaluation');
      return Promise.resolve(false);
    },
    menu: () => {
      calls.push('menu');
      return Promise.resolve(menu);
    },
    opensWithoutMenu: (page) => ['announcement', 'evaluation', 'evaluation-questions'].includes(page),
    ...overrides,
  };
}

describe('menu load (spec §4)', () => {
  it('runs token, accept and evaluation gates in order, then builds the menu', async () => {
    const run = checks();
    const outcome = await loadMenu(run, '#/transcript');
    expect(run.calls).toEqual(['token', 'accept', 'evaluation', 'menu']);
    expect(outcome).toEqual({
      kind: 'loaded',
      pages: new Set(['home', 'notification', 'transcript']),
      goHome: false,
    });
  });

  it('sends a missing or refused token to login before asking anything else', async () => {
    const run = checks({ tokenValid: () => false });
    expect(await loadMenu(run, '#/home')).toEqual({ kind: 'gate', goTo: 'login' });
    expect(run.calls).toEqual([]);
  });

  it('sends an unaccepted announcement to /announcement before looking at evaluations', async () => {
    const run = checks({
      acceptFlag: () => Promise.resolve(0),
      evaluationPending: () => Promise.resolve(true),
    });
    expect(await loadMenu(run, '#/home')).toEqual({ kind: 'gate', goTo: 'announcement' });
    expect(run.calls).toEqual(['token']);
  });

  it('sends a pending evaluation to /evaluation unless the URL already contains "eval"', async () => {
    const pending = { evaluationPending: () => Promise.resolve(true) };
    expect(await loadMenu(checks(pending), '#/home')).toEqual({ kind: 'gate', goTo: 'evaluation' });
    const onEvaluation = await loadMenu(checks(pending), '#/evaluation-questions');
    expect(onEvaluation).toMatchObject({ kind: 'loaded', goHome: false });
  });

  it('skips the student gates for staff', async () => {
    const run = checks({ isStudent: false, acceptFlag: () => Promise.resolve(0) });
    expect(await loadMenu(run, '#/home')).toMatchObject({ kind: 'loaded' });
    expect(run.calls).toEqual(['token', 'menu']);
  });

  it('sends a page outside the menu home, but not a page reachable without one', async () => {
    expect(await loadMenu(checks(), '#/attendance')).toMatchObject({ kind: 'loaded', goHome: true });
    expect(await loadMenu(checks(), '#/announcement')).toMatchObject({ kind: 'loaded', goHome: false });
    expect(await loadMenu(checks(), '')).toMatchObject({ kind: 'loaded', goHome: false });
  });

  it('reports a refused menu (Status 403) with its message, and lets other failures through', async () => {
    const refused = checks({ menu: () => Promise.reject(new MenuRefused('Blocked by the registrar')) });
    expect(await loadMenu(refused, '#/home')).toEqual({
      kind: 'refused',
      message: 'Blocked by the registrar',
    });
    const failing = checks({ menu: vi.fn(() => Promise.reject(new Error('offline'))) });
    await expect(loadMenu(failing, '#/home')).rejects.toThrow('offline');
  });

  it.each([
    ['#/home', 'home'],
    ['/transcript', 'transcript'],
    ['#/evaluation-questions?course=1', 'evaluation-questions'],
    ['', ''],
  ])('page name of %s is %s', (location, name) => {
    expect(pageNameOf(location)).toBe(name);
  });
});
