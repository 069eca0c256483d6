import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The Tanseek page's strings, namespace `tanseek` (loaded with the feature's chunk). */
export const TANSEEK_NAMESPACE = 'tanseek';
registerTranslations(TANSEEK_NAMESPACE, { en, ar });
