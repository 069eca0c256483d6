import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The library codes page's strings, namespace `library` (loaded with the feature's chunk). */
export const LIBRARY_NAMESPACE = 'library';
registerTranslations(LIBRARY_NAMESPACE, { en, ar });
