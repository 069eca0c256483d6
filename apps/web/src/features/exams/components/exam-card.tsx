import { IonIcon } from '@ionic/react';
import type { ScheduledExam } from '@portal/contract';
import { alertCircleOutline, locationOutline, personOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { instantLabel } from '../../../lib/university-instant';
import { EXAMS_NAMESPACE } from '../translations';

/** One exam: course, date and time in the university's zone, hall and seat, and any clash. */
export function ExamCard({ exam, timeZone, now }: { exam: ScheduledExam; timeZone: string; now: number }) {
  const { t, i18n } = useTranslation(['translation', EXAMS_NAMESPACE]);
  const language = i18n.language;
  const over = new Date(exam.EndsAt).getTime() <= now;
  const clashing = exam.ClashesWith.length > 0;
  const title = currentLanguage(i18n) === 'ar' ? exam.CourseTitleAr : exam.CourseTitleEn;
  return (
    <li className={`exam-card${over ? ' exam-card--over' : ''}${clashing ? ' exam-card--clash' : ''}`}>
      <p className="exam-card__date">
        {instantLabel(exam.StartsAt, timeZone, language, 'weekdayDate')}
        {over && <span className="exam-chip">{t('exams:done')}</span>}
      </p>
      <p className="exam-card__course">
        {exam.CourseCode} {title}
      </p>
      <p className="exam-card__fact">
        <IonIcon icon={timeOutline} aria-hidden="true" />
        {t('exams:time', {
          start: instantLabel(exam.StartsAt, timeZone, language, 'time'),
          end: instantLabel(exam.EndsAt, timeZone, language, 'time'),
        })}
      </p>
      <p className="exam-card__fact">
        <IonIcon icon={locationOutline} aria-hidden="true" />
        {t('exams:room', { room: exam.Room })}
      </p>
      <p className="exam-card__fact">
        <IonIcon icon={personOutline} aria-hidden="true" />
        {exam.SeatNo === null ? t('exams:noSeat') : t('exams:seat', { seat: exam.SeatNo })}
      </p>
      {exam.ClashesWith.map((other) => (
        <p key={other.ExamId} className="exam-card__clash">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          {t('exams:clashWith', { course: other.CourseCode, kind: t(`exams:kind.${other.Kind}`) })}
        </p>
      ))}
    </li>
  );
}
