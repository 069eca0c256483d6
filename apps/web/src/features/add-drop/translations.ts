import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The add/drop page's strings, namespace `addDrop` (loaded with the feature's chunk). */
export const ADD_DROP_NAMESPACE = 'addDrop';
registerTranslations(ADD_DROP_NAMESPACE, { en, ar });
