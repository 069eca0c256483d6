import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, ribbonOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/office/office.css';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useCycles } from './api/get-cycles';
import { CycleCard } from './components/cycle-card';
import { CycleEditor } from './components/cycle-editor';
import { draftOf, newDraft, type CycleDraft } from './cycle-draft';
import { TRAINING_OFFICE_NAMESPACE } from './translations';
import './training-office.css';

/**
 * The training office (staff role `training-office`): every SSTP cycle and the step each allows, a new cycle,
 * the editor of a cycle still open, and the applications of an allocated cycle with their evaluations.
 */
export default function TrainingOfficePage() {
  const { t } = useTranslation(['translation', TRAINING_OFFICE_NAMESPACE]);
  const cycles = useCycles();
  const [editing, setEditing] = useState<CycleDraft>();
  const [saved, setSaved] = useState('');
  const refresh = refetchAll([cycles]);

  const body = () => {
    if (!cycles.isSuccess)
      return (
        <QueriesPending
          queries={[cycles]}
          errorTitle={t('trainingOffice:errorTitle')}
          onRetry={() => void refresh()}
        />
      );
    const catalogue = cycles.data;
    if (editing)
      return (
        <CycleEditor
          start={editing}
          catalogue={catalogue}
          onClose={(name) => {
            setEditing(undefined);
            if (name !== undefined) setSaved(t('trainingOffice:editor.saved', { name }));
          }}
        />
      );
    const edit = (draft: CycleDraft) => () => {
      setSaved('');
      setEditing(draft);
    };
    return (
      <>
        <div className="office-actions">
          <IonButton onClick={edit(newDraft(catalogue))}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('trainingOffice:newCycle')}
          </IonButton>
        </div>
        {catalogue.Cycles.length === 0 ? (
          <StatePanel
            tone="empty"
            icon={ribbonOutline}
            title={t('trainingOffice:empty')}
            detail={t('trainingOffice:emptyDetail')}
          />
        ) : (
          catalogue.Cycles.map((cycle) => (
            <CycleCard
              key={cycle.CycleId}
              cycle={cycle}
              catalogue={catalogue}
              onEdit={edit(draftOf(cycle))}
            />
          ))
        )}
      </>
    );
  };

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <div className="training-office">
          <h1 className="office-title">{t('pages.training-office')}</h1>
          <p>{t('trainingOffice:intro')}</p>
          <p role="status" className="office-notice">
            {saved}
          </p>
          {body()}
        </div>
      </PageBody>
    </>
  );
}
