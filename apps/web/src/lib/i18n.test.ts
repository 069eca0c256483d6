import { afterEach, describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import {
  applyDocumentLanguage,
  createI18n,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  registerTranslations,
  rememberedLanguage,
} from './i18n';

/**
 * Every catalogue pair: the shared one and each feature's or shared component's own (`<area>/locales`, or
 * `<area>/<part>-locales` for a second namespace of one area, e.g. components/registration/waitlist-locales).
 */
const featureFiles = import.meta.glob<{ default: object }>(
  [
    '../features/*/locales/*.json',
    '../features/*/*-locales/*.json',
    '../components/*/locales/*.json',
    '../components/*/*-locales/*.json',
  ],
  { eager: true },
);
const catalogues: { name: string; en: object; ar: object }[] = [{ name: 'shared', en, ar }];
for (const [path, module] of Object.entries(featureFiles)) {
  const match = /(?:features|components)\/([^/]+)\/(?:([\w-]+)-)?locales\/en\.json$/.exec(path);
  const arabic = featureFiles[path.replace(/en\.json$/, 'ar.json')];
  const name = match?.[2] ? `${match[1] ?? ''}/${match[2]}` : match?.[1];
  if (name && arabic) catalogues.push({ name, en: module.default, ar: arabic.default });
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a catalogue, dotted ("home.welcome"). */
function leafKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Keys with i18next's plural suffixes folded into the base key: Arabic has six plural forms, English two. */
function baseKeys(catalogue: object): string[] {
  return [...new Set(leafKeys(catalogue).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function pluralForms(catalogue: object, base: string): string[] {
  return leafKeys(catalogue)
    .filter((key) => key.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(key))
    .map((key) => key.slice(base.length + 1))
    .sort();
}

afterEach(() => {
  localStorage.clear();
  applyDocumentLanguage('en');
});

describe.each(catalogues)('$name catalogues', ({ en, ar }) => {
  it('have exactly the same keys in English and Arabic', () => {
    expect(baseKeys(ar)).toEqual(baseKeys(en));
  });

  it('give every plural key each form its language needs', () => {
    const plurals = [
      ...new Set(
        leafKeys(en)
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      ),
    ];
    for (const [language, catalogue] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      for (const base of plurals) expect(pluralForms(catalogue, base), `${language} ${base}`).toEqual(needed);
    }
  });

  it('have no empty strings', () => {
    const values = (catalogue: object): unknown[] =>
      Object.values(catalogue).flatMap((value: unknown) =>
        typeof value === 'object' && value !== null ? values(value) : [value],
      );
    for (const value of [...values(en), ...values(ar)]) expect(value).toMatch(/\S/);
  });
});

describe('feature catalogues', () => {
  it('are found beside their features, each with an Arabic twin', () => {
    expect(catalogues.map((catalogue) => catalogue.name)).toContain('quality');
    expect(Object.keys(featureFiles).length).toBe(2 * (catalogues.length - 1));
  });
});

describe('i18n', () => {
  it('starts in English, left to right', () => {
    const i18n = createI18n('en');
    expect(i18n.t('pages.home')).toBe('Home');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switching to Arabic sets dir="rtl" and lang="ar" on <html> and translates', async () => {
    const i18n = createI18n('en');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('pages.home')).toBe('الرئيسية');
    expect(currentLanguage(i18n)).toBe('ar');
  });

  it('remembers the chosen language for the next visit', async () => {
    const i18n = createI18n('en');
    await i18n.changeLanguage('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(rememberedLanguage()).toBe('ar');
  });

  it('uses Arabic plural forms', () => {
    const i18n = createI18n('ar');
    expect(i18n.t('home.unreadCount', { count: 2 })).toBe('رسالتان غير مقروءتين');
    expect(i18n.t('home.unreadCount', { count: 5 })).toBe('5 رسائل غير مقروءة');
  });

  it('serves a feature namespace to instances created before and after its registration', async () => {
    const before = createI18n('en');
    registerTranslations('timetable-probe', { en: { title: 'Timetable' }, ar: { title: 'الجدول' } });
    const after = createI18n('ar');
    // The probe namespace is not among the typed ones, so it is read from the store, in the current language.
    const title = (instance: typeof before) =>
      instance.getResource(instance.language, 'timetable-probe', 'title') as unknown;
    expect(title(before)).toBe('Timetable');
    expect(title(after)).toBe('الجدول');
    await before.changeLanguage('ar');
    expect(title(before)).toBe('الجدول');
  });

  it('falls back to English for a stored value it does not know, or storage that throws', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(rememberedLanguage()).toBe('en');
    const blocked = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(rememberedLanguage(blocked)).toBe('en');
  });
});
