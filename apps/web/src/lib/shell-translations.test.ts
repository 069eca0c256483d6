import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A fresh module graph per test: the test set-up registers both languages' strings, as if both had been
 * fetched; here nothing is, so what these functions fetch is what the app shows.
 */
async function freshStart() {
  vi.resetModules();
  const i18n = await import('./i18n');
  const shell = await import('./shell-translations');
  return { ...i18n, ...shell };
}

afterEach(() => {
  vi.doUnmock('../locales/ar.json');
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('shell translations', () => {
  it("fetch the shown language's strings into an instance made before they arrived", async () => {
    const { createI18n, hasShellTranslations, loadShellTranslations } = await freshStart();
    const instance = createI18n('ar');
    expect(instance.t('language.label')).toBe('language.label');
    await loadShellTranslations('ar');
    expect(hasShellTranslations('ar')).toBe(true);
    expect(hasShellTranslations('en')).toBe(false);
    expect(instance.t('language.label')).toBe('اللغة');
  });

  it('switch the language only once its strings are in', async () => {
    const { createI18n, loadShellTranslations, switchLanguage } = await freshStart();
    await loadShellTranslations('en');
    const instance = createI18n('en');
    await switchLanguage(instance, 'ar');
    expect(instance.language).toBe('ar');
    expect(instance.t('language.label')).toBe('اللغة');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keep the shown language when the other cannot be fetched (offline)', async () => {
    vi.doMock('../locales/ar.json', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createI18n, hasShellTranslations, loadShellTranslations, switchLanguage } = await freshStart();
    await loadShellTranslations('en');
    const instance = createI18n('en');
    await expect(switchLanguage(instance, 'ar')).rejects.toThrow();
    expect(instance.language).toBe('en');
    expect(hasShellTranslations('ar')).toBe(false);
    expect(instance.t('language.label')).toBe('Language');
  });
});
