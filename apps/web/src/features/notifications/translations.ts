import { registerTranslations } from '../../lib/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * The notification area's own strings, namespace `notifications` (loaded with the page's chunk). The older
 * strings of the message centre are still in the shared catalogues under the `notifications.` key.
 */
export const NOTIFICATIONS_NAMESPACE = 'notifications';
registerTranslations(NOTIFICATIONS_NAMESPACE, { en, ar });
