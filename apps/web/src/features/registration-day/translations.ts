import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** Registration day's strings (time tickets, holds, waiting room, staff views): namespace `registration`. */
export const REGISTRATION_NAMESPACE = 'registration';
registerTranslations(REGISTRATION_NAMESPACE, { en, ar });
