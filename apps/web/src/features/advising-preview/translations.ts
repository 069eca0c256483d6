import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The advising preview's strings (preview, requirement sheet, schedule builder), namespace `advisingPreview`. */
export const PREVIEW_NAMESPACE = 'advisingPreview';
registerTranslations(PREVIEW_NAMESPACE, { en, ar });
