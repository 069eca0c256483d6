import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The back-office editors' shared strings, namespace `office` (travels with the pages that draw them). */
export const OFFICE_NAMESPACE = 'office';
registerTranslations(OFFICE_NAMESPACE, { en, ar });
