import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Key of the remembered choice; the inline script in index.html reads the same key before any JS loads. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** One language's shell strings (`locales/<language>.json`, the default namespace). */
export type ShellCatalogue = Record<string, unknown>;

/** A feature's own strings in both languages (`features/<area>/locales/{en,ar}.json`). */
export type FeatureCatalogues = Record<Language, Record<string, unknown>>;

/**
 * Shell catalogues registered so far (lib/shell-translations.ts loads them, one language at a time), feature
 * catalogues by namespace, and the instances that must receive later ones.
 */
const shellCatalogues = new Map<Language, ShellCatalogue>();
const featureCatalogues = new Map<string, FeatureCatalogues>();
const liveInstances = new Set<i18n>();

/** Makes one language's shell strings available to every instance, those made before included. */
export function registerShellTranslations(language: Language, catalogue: ShellCatalogue): void {
  shellCatalogues.set(language, catalogue);
  for (const instance of liveInstances)
    instance.addResourceBundle(language, 'translation', catalogue, true, true);
}

export function hasShellTranslations(language: Language): boolean {
  return shellCatalogues.has(language);
}

function addFeatureBundles(instance: i18n, namespace: string, catalogues: FeatureCatalogues): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, namespace, catalogues[language], true, true);
  }
}

/**
 * Makes a feature's strings available as the i18next namespace `namespace` (read with
 * `useTranslation(namespace)`). Called once at the top of the feature's `translations.ts`, so the strings
 * travel in the feature's lazy chunk instead of the start-up bundle and are in place before its first render.
 */
export function registerTranslations(namespace: string, catalogues: FeatureCatalogues): void {
  featureCatalogues.set(namespace, catalogues);
  for (const instance of liveInstances) addFeatureBundles(instance, namespace, catalogues);
}

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

/** The language the app shows now: the last one an instance switched to (init included). */
let shownLanguage: Language | undefined;

/** What the app shows now, for what leaves the page (the server writes its messages in it). */
export function appLanguage(): Language {
  return shownLanguage ?? rememberedLanguage();
}

/**
 * Creates an initialised i18next instance (init is synchronous) with the shell catalogues registered so far;
 * boot.tsx has the shown language's catalogue registered before the first render.
 */
export function createI18n(language: Language = rememberedLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    shownLanguage = next;
    if (typeof document !== 'undefined') applyDocumentLanguage(next);
    try {
      safeLocalStorage()?.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the choice lasts for this visit only.
    }
  });
  const resources = Object.fromEntries(
    [...shellCatalogues].map(([shellLanguage, catalogue]) => [shellLanguage, { translation: catalogue }]),
  );
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [namespace, catalogues] of featureCatalogues) addFeatureBundles(instance, namespace, catalogues);
  liveInstances.add(instance);
  return instance;
}

/** The current language of an instance, narrowed to the ones the portal ships. */
export function currentLanguage(instance: i18n): Language {
  const value = instance.resolvedLanguage ?? instance.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
