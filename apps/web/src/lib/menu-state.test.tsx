import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { menuLoading, resetMenuState, setMenuState, useMenuPagesInTransition } from './menu-state';

afterEach(() => {
  cleanup();
  resetMenuState();
});

function ListedPages() {
  const pages = useMenuPagesInTransition();
  return <p data-testid="pages">{[...pages].join(',')}</p>;
}

const shown = () => screen.getByTestId('pages').textContent;

describe('useMenuPagesInTransition', () => {
  it('starts from the menu as it is and follows each new menu', async () => {
    setMenuState({ status: 'ready', pages: new Set(['home', 'attendance']) });
    render(<ListedPages />);
    expect(shown()).toBe('home,attendance');
    await act(async () => {
      setMenuState({ status: 'ready', pages: new Set(['home', 'transcript']) });
      await Promise.resolve();
    });
    expect(shown()).toBe('home,transcript');
    await act(async () => {
      resetMenuState();
      await Promise.resolve();
    });
    expect(shown()).toBe('');
  });

  it('keeps the pages while a reload runs (loading keeps the built menu)', async () => {
    setMenuState({ status: 'ready', pages: new Set(['home', 'attendance']) });
    render(<ListedPages />);
    await act(async () => {
      menuLoading();
      await Promise.resolve();
    });
    expect(shown()).toBe('home,attendance');
  });
});
