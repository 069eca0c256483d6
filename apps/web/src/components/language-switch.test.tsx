import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.doUnmock('../locales/ar.json');
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** A fresh module graph with only English fetched (the test set-up registers both in its own graph). */
async function englishOnly() {
  vi.resetModules();
  const { createI18n } = await import('../lib/i18n');
  const { loadShellTranslations } = await import('../lib/shell-translations');
  const { currentAlert } = await import('../lib/app-alerts');
  const { LanguageSwitch } = await import('./language-switch');
  await loadShellTranslations('en');
  const i18n = createI18n('en');
  render(createElement(I18nextProvider, { i18n }, createElement(LanguageSwitch)));
  return { i18n, currentAlert };
}

describe('LanguageSwitch', () => {
  it('switches to Arabic once its strings are fetched, the page right to left', async () => {
    const { i18n } = await englishOnly();
    fireEvent.click(screen.getByText('العربية'));
    expect(await screen.findByText('اللغة')).toBeTruthy();
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says there is no connection when the strings cannot be fetched, and stays in English', async () => {
    vi.doMock('../locales/ar.json', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { i18n, currentAlert } = await englishOnly();
    fireEvent.click(screen.getByText('العربية'));
    await vi.waitFor(() => {
      expect(currentAlert()).toEqual({ kind: 'no-connection' });
    });
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Language')).toBeTruthy();
  });
});
