import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The transcript's strings, namespace `transcript` (loaded with the feature's chunk). */
export const TRANSCRIPT_NAMESPACE = 'transcript';
registerTranslations(TRANSCRIPT_NAMESPACE, { en, ar });
