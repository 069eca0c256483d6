import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The door's strings, namespace `door` (loaded with the feature's chunk). */
export const DOOR_NAMESPACE = 'door';
registerTranslations(DOOR_NAMESPACE, { en, ar });
