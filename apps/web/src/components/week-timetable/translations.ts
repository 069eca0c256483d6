import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The weekly timetable's strings, namespace `timetable` (travels with the pages that draw one). */
export const TIMETABLE_NAMESPACE = 'timetable';
registerTranslations(TIMETABLE_NAMESPACE, { en, ar });
