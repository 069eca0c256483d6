import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The event pages' strings, namespace `party` (loaded with the feature's chunk). */
export const PARTY_NAMESPACE = 'party';
registerTranslations(PARTY_NAMESPACE, { en, ar });
