import type { SstpApplication, SstpOffer, SstpProgram, SstpStudentData } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';
import { ApplicationMoves } from './application-moves';

const TONE: Partial<Record<SstpApplication['State'], string>> = {
  assigned: 'sstp-success',
  confirmed: 'sstp-success',
  passed: 'sstp-success',
  'not-assigned': 'sstp-notice',
  failed: 'sstp-notice',
};

/**
 * Where a sent application stands, in the student's words: submitted (and withdrawable while the cycle is
 * open), the place the publication gave or why none, the student's answer, and the organisation's evaluation
 * with the credits a pass put on the transcript.
 */
export function ApplicationStatus({
  data,
  application,
  assigned,
  program,
}: {
  data: SstpStudentData;
  application: SstpApplication;
  /** The organisation's offer the publication gave, when the page knows it. */
  assigned: SstpOffer | undefined;
  program: SstpProgram | undefined;
}) {
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  const { State: state, Evaluation: evaluation } = application;
  const organization = assigned ? format.named(assigned) : t('status.yourOrganization');
  return (
    <section className="sstp-card" aria-labelledby="sstp-status-title">
      <h2 id="sstp-status-title">{t('status.title')}</h2>
      <p className={TONE[state] ?? 'sstp-plain'}>
        {t(`status.state.${state}`, {
          organization,
          city: assigned?.City ?? '',
          from: format.day(application.PeriodFrom),
          to: format.day(application.PeriodTo),
        })}
      </p>
      {state === 'not-assigned' && <p className="sstp-muted">{t('status.notAssignedWhat')}</p>}
      {evaluation && (
        <div>
          <p>
            {t('status.score', {
              score: format.number(evaluation.Score),
              at: format.dateTime(evaluation.RecordedAt),
            })}
          </p>
          {evaluation.Comment !== '' && <p>{t('status.comment', { comment: evaluation.Comment })}</p>}
          {evaluation.Result === 'passed' && program && (
            <p className="sstp-success">
              {t('status.credits', { count: program.Credits, number: format.number(program.Credits) })}
            </p>
          )}
        </div>
      )}
      <ApplicationMoves data={data} application={application} organization={organization} />
    </section>
  );
}
