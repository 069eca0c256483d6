import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The billing pages' strings, namespace `billing` (loaded with the feature's chunk). */
export const BILLING_NAMESPACE = 'billing';
registerTranslations(BILLING_NAMESPACE, { en, ar });
