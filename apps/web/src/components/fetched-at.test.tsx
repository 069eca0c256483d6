import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { FetchedAt } from './fetched-at';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const FETCHED = Date.UTC(2026, 10, 23, 8, 42);

describe('FetchedAt', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells when the data shown offline was fetched, and nothing while online', () => {
    const i18n = createI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <FetchedAt updatedAt={FETCHED} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
    act(() => {
      setOnline(false);
    });
    const time = screen.getByText(/^Last updated /);
    expect(time.getAttribute('datetime')).toBe('2026-11-23T08:42:00.000Z');
    expect(time.textContent).toContain('2026');
  });

  it('says nothing for data never fetched', () => {
    setOnline(false);
    const { container } = render(
      <I18nextProvider i18n={createI18n('ar')}>
        <FetchedAt updatedAt={0} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
