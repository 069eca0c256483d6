import type { i18n } from 'i18next';
import { hasShellTranslations, registerShellTranslations, type Language, type ShellCatalogue } from './i18n';

/**
 * Each language's shell strings are a chunk of their own: a reader downloads the language they read
 * (index.html's start-up list holds both, and main.ts fetches the remembered one's with the app), and
 * the other one only when they switch.
 */
const catalogueOf: Record<Language, () => Promise<{ default: ShellCatalogue }>> = {
  en: () => import('../locales/en.json'),
  ar: () => import('../locales/ar.json'),
};

/** Registers a language's shell strings, fetching them once. */
export async function loadShellTranslations(language: Language): Promise<void> {
  if (hasShellTranslations(language)) return;
  const { default: catalogue } = await catalogueOf[language]();
  registerShellTranslations(language, catalogue);
}

/**
 * Switches the app's language once its strings are in: switched before, every shell string would show as its
 * key until they arrived. A failed fetch (offline, before the service worker had the chunk) keeps the
 * language shown, and the caller's promise fails.
 */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await loadShellTranslations(language);
  await instance.changeLanguage(language);
}
