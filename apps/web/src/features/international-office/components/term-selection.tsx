import { IonButton, IonIcon } from '@ionic/react';
import type { AllocationRound } from '@portal/contract';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInput } from '../../../components/office/editor-inputs';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useDownloadNominations } from '../api/download-nominations';
import type { OfficeProgram } from '../api/get-programs';
import { useTermRounds } from '../api/get-rounds';
import { usePreviewRound } from '../api/preview-round';
import { usePublishRound } from '../api/publish-round';
import { useRankApplicants } from '../api/rank-applicants';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { ConfirmStep } from './confirm-step';
import { RoundView } from './round-view';

type Asking = 'rank' | 'publish';

/**
 * One term's selection, in the order the office works: close the list and rank (asked first: no one can
 * submit after it), preview the next round (final or not), publish it (asked first). A publish refused
 * because the applications changed since the preview says so and offers a new preview. It opens on the
 * term's latest round (GetRounds), so a preview left unpublished yesterday can be published today.
 */
export function TermSelection({ program, termId }: { program: OfficeProgram; termId: number }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const rank = useRankApplicants();
  const preview = usePreviewRound();
  const publish = usePublishRound();
  const downloadNominations = useDownloadNominations();
  const [final, setFinal] = useState(false);
  const [asking, setAsking] = useState<Asking>();
  const [answer, setAnswer] = useState<AllocationRound>();
  const [problem, setProblem] = useState<string>();
  const [stale, setStale] = useState<string>();
  const target = { ProgramId: program.ProgramId, TermId: termId };
  const rounds = useTermRounds(target);
  const round = answer ?? rounds.data?.Rounds.at(-1);
  const ranked = (rounds.data?.Rounds.length ?? 0) > 0 || answer !== undefined;
  const pending = rank.isPending || preview.isPending || publish.isPending;

  const shown = (step: AllocationRound) => {
    setAsking(undefined);
    setAnswer(step);
  };
  const failed = (error: Error) => {
    setAsking(undefined);
    setProblem(errorMessage(error, t));
  };
  const start = () => {
    setProblem(undefined);
    setStale(undefined);
  };

  function runPreview() {
    start();
    preview.mutate(
      { ...target, Final: final },
      {
        onSuccess: (answer) => {
          shown(answer);
        },
        onError: failed,
      },
    );
  }

  function runPublish(roundId: number) {
    start();
    publish.mutate(
      { RoundId: roundId },
      {
        onSuccess: (answer) => {
          shown(answer);
        },
        onError: (error) => {
          setAsking(undefined);
          // A 409: the preview is out of date (applications moved) or was published meanwhile.
          if (isApiError(error) && error.status === '409') setStale(errorMessage(error, t));
          else setProblem(errorMessage(error, t));
        },
      },
    );
  }

  return (
    <div className="io-selection">
      <p>{t('internationalOffice:selection.rule')}</p>
      <div className="office-actions">
        {rounds.isSuccess && !ranked && (
          <IonButton
            fill="outline"
            disabled={pending}
            onClick={() => {
              start();
              setAsking('rank');
            }}
          >
            {t('internationalOffice:selection.rank')}
          </IonButton>
        )}
        <CheckInput label={t('internationalOffice:selection.final')} checked={final} onChange={setFinal} />
        <IonButton disabled={pending} onClick={runPreview}>
          {t('internationalOffice:selection.preview')}
        </IonButton>
        <IonButton
          fill="clear"
          onClick={() => {
            void downloadNominations(target, program.Code);
          }}
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('internationalOffice:selection.nominations')}
        </IonButton>
      </div>
      {asking === 'rank' && (
        <ConfirmStep
          question={t('internationalOffice:selection.rankQuestion')}
          confirmLabel={t('internationalOffice:selection.rankConfirm')}
          pending={pending}
          onConfirm={() => {
            rank.mutate(target, {
              onSuccess: (answer) => {
                shown(answer);
              },
              onError: failed,
            });
          }}
          onCancel={() => {
            setAsking(undefined);
          }}
        />
      )}
      {(problem ?? rounds.isError) && (
        <p className="office-problem" role="alert">
          {problem ?? errorMessage(rounds.error, t)}
        </p>
      )}
      {stale && (
        <div className="office-card io-stale" role="alert">
          <p>
            <strong>{t('internationalOffice:selection.stale')}</strong> {stale}
          </p>
          <IonButton disabled={pending} onClick={runPreview}>
            {t('internationalOffice:selection.previewAgain')}
          </IonButton>
        </div>
      )}
      {round?.Allocated && round.PublishedAt === null && asking !== 'publish' && !stale && (
        <IonButton
          disabled={pending}
          onClick={() => {
            start();
            setAsking('publish');
          }}
        >
          {t('internationalOffice:selection.publish', { number: round.Number })}
        </IonButton>
      )}
      {round && asking === 'publish' && (
        <ConfirmStep
          question={t(
            round.Final
              ? 'internationalOffice:selection.publishFinalQuestion'
              : 'internationalOffice:selection.publishQuestion',
          )}
          confirmLabel={t('internationalOffice:selection.publishConfirm', { number: round.Number })}
          pending={pending}
          onConfirm={() => {
            runPublish(round.RoundId);
          }}
          onCancel={() => {
            setAsking(undefined);
          }}
        />
      )}
      {round && <RoundView round={round} />}
    </div>
  );
}
