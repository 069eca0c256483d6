import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The copy button's strings, namespace `copy` (travels with the pages that draw one, not at start-up). */
export const COPY_NAMESPACE = 'copy';
registerTranslations(COPY_NAMESPACE, { en, ar });
