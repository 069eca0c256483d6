import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The installment pages' strings, namespace `internationalInstallments` (loaded with the feature's chunk). */
export const INSTALLMENTS_NAMESPACE = 'internationalInstallments';
registerTranslations(INSTALLMENTS_NAMESPACE, { en, ar });
