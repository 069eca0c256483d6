import { registerTranslations } from '../../lib/i18n';
import ar from './fees-locales/ar.json';
import en from './fees-locales/en.json';

/** The bus and military-education pages' strings, namespace `fees` (loaded with the feature's chunk). */
export const FEES_NAMESPACE = 'fees';
registerTranslations(FEES_NAMESPACE, { en, ar });
