import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The exam schedules' and scores' strings, namespace `exams`. */
export const EXAMS_NAMESPACE = 'exams';
registerTranslations(EXAMS_NAMESPACE, { en, ar });
