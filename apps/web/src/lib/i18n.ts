import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Key of the remembered choice; the inline script in index.html reads the same key before any JS loads. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export const resources = { en: { translation: en }, ar: { translation: ar } };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The remembered language; storage can be missing or blocked (private mode), which means the default. */
export function rememberedLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Language {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Ionic and the browser read `dir` and `lang` from <html>: RTL layout, Arabic fonts, screen-reader voice. */
export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/**
 * Creates an initialised i18next instance. Both catalogues are bundled (a few KB) so the first render
 * never waits for a translation request; init is synchronous.
 */
export function createI18n(language: Language = rememberedLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    if (typeof document !== 'undefined') applyDocumentLanguage(next);
    try {
      safeLocalStorage()?.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the choice lasts for this visit only.
    }
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The current language of an instance, narrowed to the ones the portal ships. */
export function currentLanguage(instance: i18n): Language {
  const value = instance.resolvedLanguage ?? instance.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
