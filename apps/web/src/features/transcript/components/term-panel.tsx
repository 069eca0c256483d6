import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { SemesterSummary, TranscriptCourse } from '@portal/contract';
import { alertCircleOutline, informationCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { useSemesterTranscript } from '../api/get-semester-transcript';
import { formatGpa, formatNumber } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import { CourseList } from './course-list';
import { StandingBadge } from './standing-badge';
import { dateTimeFormat } from '../../../lib/intl-formats';

interface TermPanelProps {
  term: SemesterSummary;
  open: boolean;
  onPrerequisites: (course: TranscriptCourse) => void;
}

/** One term's courses, loaded when its panel opens, with its GPA, the cumulative GPA and the standing. */
export function TermPanel({ term, open, onPrerequisites }: TermPanelProps) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const detail = useSemesterTranscript(term.TermId, open);
  const language = i18n.language;
  if (detail.isPending) {
    return (
      <div className="term-panel__loading" role="status" aria-label={t('app.loading')}>
        <IonSpinner />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('transcript:termErrorTitle')}
        detail={errorMessage(detail.error, t)}
        action={
          <IonButton fill="outline" onClick={() => void detail.refetch()}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    );
  }
  const data = detail.data;
  const withdrawal = data.Withdrawal;
  const closes = withdrawal?.ClosesAt
    ? dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(withdrawal.ClosesAt))
    : '';
  const figures = (
    key: 'transcript:termLine' | 'transcript:cumulativeLine',
    gpa: number | null,
    earned: number,
    attempted: number,
  ) =>
    t(key, {
      gpa: formatGpa(gpa, language, t('transcript:gpaNone')),
      earned: formatNumber(earned, language),
      attempted: formatNumber(attempted, language),
    });
  return (
    <div className="term-panel">
      {withdrawal?.Open && (
        <p className="term-panel__notice">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          {withdrawal.Used < withdrawal.Allowed
            ? t('transcript:withdrawalOpen', {
                date: closes,
                used: withdrawal.Used,
                allowed: withdrawal.Allowed,
              })
            : t('transcript:withdrawalUsedUp', { date: closes, allowed: withdrawal.Allowed })}
        </p>
      )}
      {!data.Term.GradesPublished && <p className="term-panel__note">{t('transcript:notPublished')}</p>}
      <CourseList courses={data.Courses} withdrawal={withdrawal} onPrerequisites={onPrerequisites} />
      <div className="term-panel__figures">
        {data.TermFigures.AttemptedCredits > 0 && (
          <p>
            {figures(
              'transcript:termLine',
              data.TermFigures.Gpa,
              data.TermFigures.EarnedCredits,
              data.TermFigures.AttemptedCredits,
            )}
          </p>
        )}
        <p>
          {figures(
            'transcript:cumulativeLine',
            data.Cumulative.Gpa,
            data.Cumulative.EarnedCredits,
            data.Cumulative.AttemptedCredits,
          )}
        </p>
        <StandingBadge standing={data.Standing} />
      </div>
    </div>
  );
}
