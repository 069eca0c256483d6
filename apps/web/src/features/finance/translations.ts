import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The finance office's strings, namespace `finance` (loaded with the feature's chunk). */
export const FINANCE_NAMESPACE = 'finance';
registerTranslations(FINANCE_NAMESPACE, { en, ar });
