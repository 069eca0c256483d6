import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The student-services request pages' strings, namespace `orders` (loaded with the feature's chunk). */
export const ORDERS_NAMESPACE = 'orders';
registerTranslations(ORDERS_NAMESPACE, { en, ar });
