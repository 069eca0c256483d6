import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The registrar's score publication strings, namespace `examPublication` (loaded with the feature's chunk). */
export const EXAM_PUBLICATION_NAMESPACE = 'examPublication';
registerTranslations(EXAM_PUBLICATION_NAMESPACE, { en, ar });
