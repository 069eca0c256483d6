import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The events office's strings, namespace `eventsOffice` (loaded with the feature's chunk). */
export const EVENTS_OFFICE_NAMESPACE = 'eventsOffice';
registerTranslations(EVENTS_OFFICE_NAMESPACE, { en, ar });
