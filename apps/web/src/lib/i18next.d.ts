import 'i18next';
import type en from '../locales/en.json';

// Typed keys: a `t('...')` call with a key missing from the English catalogue fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
