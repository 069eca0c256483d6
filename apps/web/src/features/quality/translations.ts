import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The quality office's strings, namespace `quality` (loaded with the feature's chunk). */
export const QUALITY_NAMESPACE = 'quality';
registerTranslations(QUALITY_NAMESPACE, { en, ar });
