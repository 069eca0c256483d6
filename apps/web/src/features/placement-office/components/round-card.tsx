import { IonButton } from '@ionic/react';
import type { PlacementOfficeRound } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { errorMessage } from '../../../lib/error-message';
import { numberFormat } from '../../../lib/intl-formats';
import { useCloseRound } from '../api/close-round';
import { useDownloadResults } from '../api/download-results';
import { usePreviewRound } from '../api/preview-round';
import { usePublishRound } from '../api/publish-round';
import { isEditable } from '../round-draft';
import { PLACEMENT_OFFICE_NAMESPACE } from '../translations';
import { OffersTable } from './offers-table';

/**
 * One round: its dates and rules, counts, majors, and the step its state allows — close an open round, preview
 * a closed one (again until published), publish a previewed one after a confirmation — the CSV once allocated,
 * and the editor while the round may still change.
 */
export function RoundCard({ round, onEdit }: { round: PlacementOfficeRound; onEdit: () => void }) {
  const { t, i18n } = useTranslation(['translation', PLACEMENT_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const close = useCloseRound();
  const preview = usePreviewRound();
  const publish = usePublishRound();
  const download = useDownloadResults();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const pending = close.isPending || preview.isPending || publish.isPending;
  const failed = [close, preview, publish].find((step) => step.isError)?.error;
  const number = whole(round.Number);
  const step = (mutation: typeof close, key: 'close' | 'preview' | 'publish') => () => {
    setDone('');
    mutation.mutate(
      { RoundId: round.RoundId },
      {
        onSuccess: () => {
          setConfirming(false);
          setDone(t(`placementOffice:done.${key}`, { number }));
        },
      },
    );
  };

  return (
    <article className="office-card" aria-labelledby={`round-${String(round.RoundId)}`}>
      <h2 id={`round-${String(round.RoundId)}`}>
        {t('placementOffice:round.title', {
          faculty: format.named(round.FacultyNameEn, round.FacultyNameAr),
          number,
          term: format.named(round.TermNameEn, round.TermNameAr),
        })}{' '}
        <span className="office-chip">
          {t(`tanseekStates.${round.State}`, { ns: PLACEMENT_OFFICE_NAMESPACE })}
        </span>
      </h2>
      <p>
        {t('placementOffice:round.dates', {
          opens: format.instant(round.OpensAt),
          closes: format.instant(round.ClosesAt),
          choices: whole(round.MaxChoices),
          level: whole(round.MinLevel),
          credits: whole(round.MinEarnedCredits),
        })}
      </p>
      <p>
        {t('placementOffice:round.counts', {
          saved: whole(round.Saved),
          placed: whole(round.Placed),
          notPlaced: whole(round.NotPlaced),
        })}
      </p>
      {round.PreviewedAt !== null && (
        <p className="office-notice">
          {round.PublishedAt === null
            ? t('placementOffice:round.previewed', { at: format.instant(round.PreviewedAt) })
            : t('placementOffice:round.published', { at: format.instant(round.PublishedAt) })}
          {' · '}
          {t('placementOffice:round.seed', { seed: round.Seed })}
        </p>
      )}
      <OffersTable round={round} />
      {confirming ? (
        <div className="office-card" role="group" aria-label={t('placementOffice:confirmPublish')}>
          <p>{t('placementOffice:publishQuestion', { number, placed: whole(round.Placed) })}</p>
          <div className="office-actions">
            <IonButton disabled={pending} onClick={step(publish, 'publish')}>
              {t('placementOffice:confirmPublish')}
            </IonButton>
            <IonButton
              fill="outline"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('placementOffice:cancel')}
            </IonButton>
          </div>
        </div>
      ) : (
        <div className="office-actions">
          {isEditable(round) && (
            <IonButton fill="outline" disabled={pending} onClick={onEdit}>
              {t('placementOffice:edit')}
            </IonButton>
          )}
          {round.State === 'open' && (
            <IonButton disabled={pending} onClick={step(close, 'close')}>
              {t('placementOffice:close')}
            </IonButton>
          )}
          {(round.State === 'closed' || round.State === 'previewed') && (
            <IonButton
              disabled={pending}
              fill={round.State === 'previewed' ? 'outline' : 'solid'}
              onClick={step(preview, 'preview')}
            >
              {round.State === 'previewed' ? t('placementOffice:previewAgain') : t('placementOffice:preview')}
            </IonButton>
          )}
          {round.State === 'previewed' && (
            <IonButton
              disabled={pending}
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('placementOffice:publish')}
            </IonButton>
          )}
          {round.PreviewedAt !== null && (
            <IonButton fill="outline" onClick={() => void download(round.RoundId)}>
              {t('placementOffice:download')}
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
    </article>
  );
}
