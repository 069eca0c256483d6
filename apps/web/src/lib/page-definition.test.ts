import { cleanup, render, screen } from '@testing-library/react';
import type { MobilePageName } from '@portal/contract/pages';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { lazyPage, pageTitleKey } from './page-definition';

afterEach(cleanup);

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

describe('pageTitleKey', () => {
  it('names the title of a page that has one, and nothing for a name the locales do not know yet', () => {
    const i18n = createI18n('ar');
    expect(pageTitleKey('evaluation', i18n)).toBe('pages.evaluation');
    expect(pageTitleKey('sigmund', i18n)).toBe('pages.sigmund');
    // A name added to the contract before its page (PAGES_TO_COME) has no title until the page lands.
    expect(pageTitleKey('page-to-come' as MobilePageName, i18n)).toBeUndefined();
  });
});
