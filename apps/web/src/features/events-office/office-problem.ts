import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_OFFICE_NAMESPACE } from './translations';

export interface OfficeProblem {
  text: string;
  /** The event changed since the list was read: the page offers Reload. */
  stale: boolean;
}

/**
 * Why a save or a move failed. The buttons offer only what the event's state allows, so a 409 means the
 * event changed since the list was read (another member of the office, another tab): say so and offer a reload.
 */
export function useOfficeProblem(): (error: unknown) => OfficeProblem {
  const { t } = useTranslation();
  const office = useTranslation(EVENTS_OFFICE_NAMESPACE);
  return (error) =>
    isApiError(error) && error.kind === 'refusal' && error.status === '409'
      ? { text: office.t('stale'), stale: true }
      : { text: errorMessage(error, t), stale: false };
}
