import { registerTranslations } from '../../lib/i18n';
import ar from './waitlist-locales/ar.json';
import en from './waitlist-locales/en.json';

/** Strings of the waitlist pieces (join button, offer card, home tile): namespace `waitlist`. */
export const WAITLIST_NAMESPACE = 'waitlist';
registerTranslations(WAITLIST_NAMESPACE, { en, ar });
