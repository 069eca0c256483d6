import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The training office's strings, namespace `trainingOffice` (loaded with the feature's chunk). */
export const TRAINING_OFFICE_NAMESPACE = 'trainingOffice';
registerTranslations(TRAINING_OFFICE_NAMESPACE, { en, ar });
