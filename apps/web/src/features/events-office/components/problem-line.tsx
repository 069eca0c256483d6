import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { OfficeProblem } from '../office-problem';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';

/** A refused save or move, with Reload when the event changed meanwhile. */
export function ProblemLine({
  problem,
  onReload,
}: {
  problem: OfficeProblem | undefined;
  onReload: () => void;
}) {
  const { t } = useTranslation(EVENTS_OFFICE_NAMESPACE);
  if (!problem) return null;
  return (
    <div className="office-problem" role="alert">
      <p>{problem.text}</p>
      {problem.stale && (
        <IonButton size="small" fill="outline" onClick={onReload}>
          {t('reload')}
        </IonButton>
      )}
    </div>
  );
}
