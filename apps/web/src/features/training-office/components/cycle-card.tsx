import { IonButton } from '@ionic/react';
import type { TrainingOfficeCycle } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { errorMessage } from '../../../lib/error-message';
import { numberFormat } from '../../../lib/intl-formats';
import { useCloseCycle } from '../api/close-cycle';
import { useDownloadAssignments } from '../api/download-assignments';
import { usePreviewCycle } from '../api/preview-cycle';
import { usePublishCycle } from '../api/publish-cycle';
import { isEditable } from '../cycle-draft';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';
import { useCatalogueNames, type Catalogue } from '../use-catalogue-names';
import { AssignmentTable } from './assignment-table';
import { OffersTable } from './offers-table';

/** From this many places on, the places table starts folded. */
const FOLDED_FROM = 6;

/**
 * One cycle: its dates and counts, its places, and the step its state allows — close an open cycle, preview a
 * closed one (again until published), publish a previewed one after a confirmation — the allocation and its
 * CSV once previewed, and the editor while the cycle may still change.
 */
export function CycleCard({
  cycle,
  catalogue,
  onEdit,
}: {
  cycle: TrainingOfficeCycle;
  catalogue: Catalogue;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', TRAINING_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const names = useCatalogueNames(catalogue);
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const close = useCloseCycle();
  const preview = usePreviewCycle();
  const publish = usePublishCycle();
  const download = useDownloadAssignments();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const pending = close.isPending || preview.isPending || publish.isPending;
  const failed = [close, preview, publish].find((step) => step.isError)?.error;
  const name = format.named(cycle.NameEn, cycle.NameAr);
  const step = (mutation: typeof close, key: 'close' | 'preview' | 'publish') => () => {
    setDone('');
    mutation.mutate(
      { CycleId: cycle.CycleId },
      {
        onSuccess: () => {
          setConfirming(false);
          setDone(t(`trainingOffice:done.${key}`, { name }));
        },
      },
    );
  };
  const id = `cycle-${String(cycle.CycleId)}`;

  return (
    <article className="office-card training-cycle" aria-labelledby={id}>
      <h2 id={id}>
        {t('trainingOffice:cycle.title', { name, term: format.named(cycle.TermNameEn, cycle.TermNameAr) })}{' '}
        <span className="training-state">{t(`trainingOffice:cycleStates.${cycle.State}`)}</span>
      </h2>
      <p>
        {t('trainingOffice:cycle.dates', {
          opens: format.instant(cycle.OpensAt),
          closes: format.instant(cycle.ClosesAt),
          from: names.day(cycle.SummerFrom),
          to: names.day(cycle.SummerTo),
          choices: whole(cycle.MaxChoices),
        })}
      </p>
      <p>
        {t('trainingOffice:cycle.counts', {
          drafts: whole(cycle.Drafts),
          submitted: whole(cycle.Submitted),
          assigned: whole(cycle.Assigned),
          notAssigned: whole(cycle.NotAssigned),
        })}
      </p>
      {cycle.PreviewedAt !== null && (
        <p className="office-notice">
          {cycle.PublishedAt === null
            ? t('trainingOffice:cycle.previewed', { at: format.instant(cycle.PreviewedAt) })
            : t('trainingOffice:cycle.published', { at: format.instant(cycle.PublishedAt) })}
          {' · '}
          {t('trainingOffice:cycle.seed', { seed: cycle.Seed })}
        </p>
      )}
      {/* A cycle of many places would push its steps and allocation out of sight: folded unless small. */}
      <details className="training-offers" open={cycle.Offers.length < FOLDED_FROM}>
        <summary>{t('trainingOffice:offersSummary', { number: whole(cycle.Offers.length) })}</summary>
        <OffersTable cycle={cycle} catalogue={catalogue} />
      </details>
      {confirming ? (
        <div className="office-card" role="group" aria-label={t('trainingOffice:confirmPublish')}>
          <p>
            {t('trainingOffice:publishQuestion', {
              name,
              assigned: whole(cycle.Assigned),
              notAssigned: whole(cycle.NotAssigned),
            })}
          </p>
          <div className="office-actions">
            <IonButton disabled={pending} onClick={step(publish, 'publish')}>
              {t('trainingOffice:confirmPublish')}
            </IonButton>
            <IonButton
              fill="outline"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('trainingOffice:cancel')}
            </IonButton>
          </div>
        </div>
      ) : (
        <div className="office-actions">
          {isEditable(cycle) && (
            <IonButton fill="outline" disabled={pending} onClick={onEdit}>
              {t('trainingOffice:edit')}
            </IonButton>
          )}
          {cycle.State === 'open' && (
            <IonButton disabled={pending} onClick={step(close, 'close')}>
              {t('trainingOffice:close')}
            </IonButton>
          )}
          {(cycle.State === 'closed' || cycle.State === 'previewed') && (
            <IonButton
              disabled={pending}
              fill={cycle.State === 'previewed' ? 'outline' : 'solid'}
              onClick={step(preview, 'preview')}
            >
              {cycle.State === 'previewed' ? t('trainingOffice:previewAgain') : t('trainingOffice:preview')}
            </IonButton>
          )}
          {cycle.State === 'previewed' && (
            <IonButton
              disabled={pending}
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('trainingOffice:publish')}
            </IonButton>
          )}
          {cycle.PreviewedAt !== null && (
            <IonButton fill="outline" onClick={() => void download(cycle.CycleId)}>
              {t('trainingOffice:download')}
            </IonButton>
          )}
        </div>
      )}
      <p role="status" className="office-notice">
        {done}
      </p>
      {failed && (
        <p className="office-problem" role="alert">
          {errorMessage(failed, t)}
        </p>
      )}
      {cycle.PreviewedAt !== null && <AssignmentTable cycle={cycle} />}
    </article>
  );
}
