import { IonIcon } from '@ionic/react';
import type { SemesterSummary, SemesterTranscript, TranscriptCourse } from '@portal/contract';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useSemesterTranscript } from '../api/get-semester-transcript';
import { formatGpa, formatNumber } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import { CourseList } from './course-list';
import { StandingBadge } from './standing-badge';
import '../transcript.css';
import './term-panel.css';
import { useUniversityTime } from '../../../lib/university-instant';

interface TermPanelProps {
  term: SemesterSummary;
  open: boolean;
  onPrerequisites: (course: TranscriptCourse) => void;
}

/** One term's courses, loaded when its panel opens, with its GPA, the cumulative GPA and the standing. */
export function TermPanel({ term, open, onPrerequisites }: TermPanelProps) {
  const { t } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const detail = useSemesterTranscript(term.TermId, open);
  return (
    <QueryState query={detail} errorTitle={t('transcript:termErrorTitle')}>
      {(data) => <TermDetail data={data} onPrerequisites={onPrerequisites} />}
    </QueryState>
  );
}

function TermDetail({
  data,
  onPrerequisites,
}: {
  data: SemesterTranscript;
  onPrerequisites: (course: TranscriptCourse) => void;
}) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const language = i18n.language;
  const formatInstant = useUniversityTime();
  const withdrawal = data.Withdrawal;
  const closes = withdrawal?.ClosesAt ? formatInstant(withdrawal.ClosesAt, 'date') : '';
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
