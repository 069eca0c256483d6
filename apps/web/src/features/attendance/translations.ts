import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The attendance page's strings, namespace `attendance` (loaded with the feature's chunk). */
export const ATTENDANCE_NAMESPACE = 'attendance';
registerTranslations(ATTENDANCE_NAMESPACE, { en, ar });
