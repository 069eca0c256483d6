import type { PlacementOfficeRound } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { AllocationNotice } from '../../../components/office/allocation-notice';
import { RoundSteps } from '../../../components/office/round-steps';
import { useOfficeFormat } from '../../../components/office/use-office-format';
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
  const steps = { close: useCloseRound(), preview: usePreviewRound(), publish: usePublishRound() };
  const download = useDownloadResults();
  const number = whole(round.Number);

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
      <AllocationNotice
        previewedAt={round.PreviewedAt}
        publishedAt={round.PublishedAt}
        previewedLabel={(at) => t('placementOffice:round.previewed', { at })}
        publishedLabel={(at) => t('placementOffice:round.published', { at })}
        seedLabel={t('placementOffice:round.seed', { seed: round.Seed })}
      />
      <OffersTable round={round} />
      <RoundSteps
        state={round.State}
        editable={isEditable(round)}
        previewed={round.PreviewedAt !== null}
        variables={{ RoundId: round.RoundId }}
        steps={steps}
        labels={{
          edit: t('placementOffice:edit'),
          close: t('placementOffice:close'),
          preview: t('placementOffice:preview'),
          previewAgain: t('placementOffice:previewAgain'),
          publish: t('placementOffice:publish'),
          confirmPublish: t('placementOffice:confirmPublish'),
          cancel: t('placementOffice:cancel'),
          download: t('placementOffice:download'),
          question: t('placementOffice:publishQuestion', { number, placed: whole(round.Placed) }),
          done: (key) => t(`placementOffice:done.${key}`, { number }),
        }}
        onEdit={onEdit}
        onDownload={() => void download(round.RoundId)}
      />
    </article>
  );
}
