import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The schedule's strings (timetable, online links, home tiles), namespace `schedule`. */
export const SCHEDULE_NAMESPACE = 'schedule';
registerTranslations(SCHEDULE_NAMESPACE, { en, ar });
