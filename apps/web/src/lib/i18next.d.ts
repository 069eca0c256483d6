import 'i18next';
import type qualityEn from '../features/quality/locales/en.json';
import type registrationEn from '../features/registration-day/locales/en.json';
import type en from '../locales/en.json';

// Typed keys: a `t('...')` call with a key missing from the English catalogue fails type-checking. Each
// feature namespace registered with `registerTranslations` is listed here with its English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; quality: typeof qualityEn; registration: typeof registrationEn };
  }
}
