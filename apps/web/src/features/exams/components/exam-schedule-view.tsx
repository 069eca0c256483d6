import { IonIcon } from '@ionic/react';
import type { ExamKind, ExamSchedule } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { documentTextOutline, hourglassOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../../components/page-body';
import { StatePanel } from '../../../components/state-panel';
import { QueryState } from '../../../components/query-state/query-state';
import { instantLabel } from '../../../lib/university-instant';
import { countdownLabel, timeUntil } from '../../../lib/university-time';
import { useNow } from '../../../lib/use-now';
import { AddToCalendar } from '../../calendar/add-to-calendar';
import { EXAMS_NAMESPACE } from '../translations';
import { AdmissionPanel } from './admission-panel';
import { ExamCard } from './exam-card';
import { RelatedPage } from './related-page';

const TITLES = {
  midterm: 'pages.midterm-schedule',
  final: 'pages.exam-schedule',
  practical: 'pages.practical-schedule',
} as const satisfies Record<ExamKind, string>;

function ExamScheduleContent({ data, kind }: { data: ExamSchedule; kind: ExamKind }) {
  const { t, i18n } = useTranslation(['translation', EXAMS_NAMESPACE]);
  const now = useNow();
  // The exam under way, or else the next to start.
  const next = data.Exams.find((exam) => new Date(exam.EndsAt).getTime() > now);
  const underWay = next !== undefined && new Date(next.StartsAt).getTime() <= now;
  const clashes = data.Exams.filter((exam) => exam.ClashesWith.length > 0);
  return (
    <>
      <header className="exams-intro">
        <h1>{t(TITLES[kind])}</h1>
        <p>{t(`exams:scheduleIntro.${kind}`, { zone: data.TimeZone })}</p>
        {data.Exams.length > 0 && <AddToCalendar />}
      </header>
      <AdmissionPanel />
      {data.Exams.length === 0 ? (
        <StatePanel
          tone="empty"
          icon={documentTextOutline}
          title={t(`exams:empty.${kind}`)}
          detail={t('exams:emptyDetail')}
        />
      ) : (
        <>
          <section className="exams-card" aria-labelledby="exams-next">
            <h2 id="exams-next" className="exams-card__title">
              <IonIcon icon={hourglassOutline} aria-hidden="true" />
              {t('exams:nextTitle')}
            </h2>
            <p className="exams-countdown">
              {!next
                ? t('exams:allDone')
                : underWay
                  ? t('exams:underWay', {
                      course: next.CourseCode,
                      end: instantLabel(next.EndsAt, data.TimeZone, i18n.language, 'time'),
                    })
                  : t('exams:nextIn', {
                      course: next.CourseCode,
                      countdown: countdownLabel(timeUntil(next.StartsAt, now), i18n.language),
                    })}
            </p>
          </section>
          {clashes.length > 0 && (
            <section className="exams-clash" aria-labelledby="exams-clash-title">
              <h2 id="exams-clash-title">
                <IonIcon icon={warningOutline} aria-hidden="true" />
                {t('exams:clashTitle')}
              </h2>
              <p>{t('exams:clashDetail')}</p>
            </section>
          )}
          <ul className="exam-cards">
            {data.Exams.map((exam) => (
              <ExamCard key={exam.ExamId} exam={exam} timeZone={data.TimeZone} now={now} />
            ))}
          </ul>
        </>
      )}
      <RelatedPage kind={kind} to="scores" />
    </>
  );
}

/** The body of the three exam-schedule pages: admission, the countdown, clashes, then each exam. */
export function ExamScheduleView({
  kind,
  schedule,
}: {
  kind: ExamKind;
  schedule: UseQueryResult<ExamSchedule>;
}) {
  const { t } = useTranslation(['translation', EXAMS_NAMESPACE]);
  return (
    <PageBody>
      <QueryState query={schedule} errorTitle={t('exams:errorTitle')} fetchedAt>
        {(data) => <ExamScheduleContent data={data} kind={kind} />}
      </QueryState>
    </PageBody>
  );
}
