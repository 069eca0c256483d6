import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** Advising's strings (validate page, contact data, individual and group advising): namespace `advising`. */
export const ADVISING_NAMESPACE = 'advising';
registerTranslations(ADVISING_NAMESPACE, { en, ar });
