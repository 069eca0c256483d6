import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The major declaration page's strings, namespace `majorDeclaration` (loaded with the feature's chunk). */
export const MAJOR_DECLARATION_NAMESPACE = 'majorDeclaration';
registerTranslations(MAJOR_DECLARATION_NAMESPACE, { en, ar });
