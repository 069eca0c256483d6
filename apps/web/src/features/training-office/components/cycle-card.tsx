import type { TrainingOfficeCycle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { AllocationNotice } from '../../../components/office/allocation-notice';
import { RoundSteps } from '../../../components/office/round-steps';
import { useOfficeFormat } from '../../../components/office/use-office-format';
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
  const steps = { close: useCloseCycle(), preview: usePreviewCycle(), publish: usePublishCycle() };
  const download = useDownloadAssignments();
  const name = format.named(cycle.NameEn, cycle.NameAr);
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
      <AllocationNotice
        previewedAt={cycle.PreviewedAt}
        publishedAt={cycle.PublishedAt}
        previewedLabel={(at) => t('trainingOffice:cycle.previewed', { at })}
        publishedLabel={(at) => t('trainingOffice:cycle.published', { at })}
        seedLabel={t('trainingOffice:cycle.seed', { seed: cycle.Seed })}
      />
      {/* A cycle of many places would push its steps and allocation out of sight: folded unless small. */}
      <details className="training-offers" open={cycle.Offers.length < FOLDED_FROM}>
        <summary>{t('trainingOffice:offersSummary', { number: whole(cycle.Offers.length) })}</summary>
        <OffersTable cycle={cycle} catalogue={catalogue} />
      </details>
      <RoundSteps
        state={cycle.State}
        editable={isEditable(cycle)}
        previewed={cycle.PreviewedAt !== null}
        variables={{ CycleId: cycle.CycleId }}
        steps={steps}
        labels={{
          edit: t('trainingOffice:edit'),
          close: t('trainingOffice:close'),
          preview: t('trainingOffice:preview'),
          previewAgain: t('trainingOffice:previewAgain'),
          publish: t('trainingOffice:publish'),
          confirmPublish: t('trainingOffice:confirmPublish'),
          cancel: t('trainingOffice:cancel'),
          download: t('trainingOffice:download'),
          question: t('trainingOffice:publishQuestion', {
            name,
            assigned: whole(cycle.Assigned),
            notAssigned: whole(cycle.NotAssigned),
          }),
          done: (key) => t(`trainingOffice:done.${key}`, { name }),
        }}
        onEdit={onEdit}
        onDownload={() => void download(cycle.CycleId)}
      />
      {cycle.PreviewedAt !== null && <AssignmentTable cycle={cycle} />}
    </article>
  );
}
