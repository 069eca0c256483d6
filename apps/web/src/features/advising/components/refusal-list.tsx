import { IonIcon } from '@ionic/react';
import type { RuleRefusal } from '@portal/contract';
import { closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { refusalsOf } from '../refusals';
import { ADVISING_NAMESPACE } from '../translations';
import './refusal-list.css';

/**
 * Why a change failed: each rule the server named, in its own plain words ("CSC 301 needs CSC 201 passed
 * first."), or the transport's message when the call never got a ruling.
 */
export function RefusalList({
  error,
  refusals: given,
  title,
}: {
  error?: unknown;
  /** Refusals an answer carried (a check that found conflicts); otherwise they are read from `error`. */
  refusals?: readonly RuleRefusal[];
  title?: string;
}) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const refusals = given ?? refusalsOf(error);
  return (
    <div className="adv-refusal" role="alert">
      <IonIcon icon={closeCircleOutline} aria-hidden="true" className="adv-refusal__icon" />
      <div>
        <p className="adv-refusal__title">{title ?? t('advising:refusal.title')}</p>
        {refusals.length > 0 ? (
          <ul className="adv-refusal__list">
            {refusals.map((refusal) => (
              <li key={`${refusal.Code}-${refusal.SectionId ?? refusal.CourseCode ?? refusal.Message}`}>
                {refusal.Message}
              </li>
            ))}
          </ul>
        ) : (
          <p className="adv-refusal__message">{errorMessage(error, t)}</p>
        )}
      </div>
    </div>
  );
}
