import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The military-records page's strings, namespace `militaryRecords` (loaded with the feature's chunk). */
export const MILITARY_RECORDS_NAMESPACE = 'militaryRecords';
registerTranslations(MILITARY_RECORDS_NAMESPACE, { en, ar });
