import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The placement office's strings, namespace `placementOffice` (loaded with the feature's chunk). */
export const PLACEMENT_OFFICE_NAMESPACE = 'placementOffice';
registerTranslations(PLACEMENT_OFFICE_NAMESPACE, { en, ar });
