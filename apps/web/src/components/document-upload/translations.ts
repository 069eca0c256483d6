import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The document picker's strings, namespace `documentUpload` (travels with the pages that draw one). */
export const DOCUMENT_UPLOAD_NAMESPACE = 'documentUpload';
registerTranslations(DOCUMENT_UPLOAD_NAMESPACE, { en, ar });
