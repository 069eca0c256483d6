import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The calendar export's strings, namespace `calendar`. */
export const CALENDAR_NAMESPACE = 'calendar';
registerTranslations(CALENDAR_NAMESPACE, { en, ar });
