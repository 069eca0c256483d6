import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The student-services office's strings, namespace `studentServices` (loaded with the feature's chunk). */
export const STUDENT_SERVICES_NAMESPACE = 'studentServices';
registerTranslations(STUDENT_SERVICES_NAMESPACE, { en, ar });
