import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The credentials pages' strings, namespace `credentials` (loaded with the feature's chunk). */
export const CREDENTIALS_NAMESPACE = 'credentials';
registerTranslations(CREDENTIALS_NAMESPACE, { en, ar });
