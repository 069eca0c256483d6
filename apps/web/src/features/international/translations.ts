import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The international program pages' strings, namespace `international` (loaded with the feature's chunk). */
export const INTERNATIONAL_NAMESPACE = 'international';
registerTranslations(INTERNATIONAL_NAMESPACE, { en, ar });
