import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The contact page's strings, namespace `contact` (loaded with the feature's chunk). */
export const CONTACT_NAMESPACE = 'contact';
registerTranslations(CONTACT_NAMESPACE, { en, ar });
