import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The summer training page's strings, namespace `sstp` (loaded with the feature's chunk). */
export const SSTP_NAMESPACE = 'sstp';
registerTranslations(SSTP_NAMESPACE, { en, ar });
