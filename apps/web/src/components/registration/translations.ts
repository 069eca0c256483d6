import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * Strings of the pieces every registration page shares (countdown to a window, holds): namespace
 * `registrationShared`, so advising, add/drop and registration day read the same words.
 */
export const REGISTRATION_SHARED_NAMESPACE = 'registrationShared';
registerTranslations(REGISTRATION_SHARED_NAMESPACE, { en, ar });
