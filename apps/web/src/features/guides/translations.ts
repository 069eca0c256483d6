import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The guides pages' strings, namespace `guides` (loaded with the feature's chunk). */
export const GUIDES_NAMESPACE = 'guides';
registerTranslations(GUIDES_NAMESPACE, { en, ar });
