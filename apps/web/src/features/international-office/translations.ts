import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The international office's strings, namespace `internationalOffice` (loaded with the feature's chunk). */
export const INTERNATIONAL_OFFICE_NAMESPACE = 'internationalOffice';
registerTranslations(INTERNATIONAL_OFFICE_NAMESPACE, { en, ar });
