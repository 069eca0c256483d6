import { IonIcon } from '@ionic/react';
import type { AttendanceState, CourseAttendance } from '@portal/contract';
import { alertCircle, checkmarkCircle, closeCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { ATTENDANCE_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';

const STATE_ICONS: Record<AttendanceState, string> = {
  ok: checkmarkCircle,
  warning: alertCircle,
  denied: closeCircle,
};

interface CardProps {
  course: CourseAttendance;
  warningPercent: number;
  denialPercent: number;
}

/** One course: its state in words (icon and colour only repeat them), the meter and the figures. */
export function CourseAttendanceCard({ course, warningPercent, denialPercent }: CardProps) {
  const { t, i18n } = useTranslation(['translation', ATTENDANCE_NAMESPACE]);
  const language = i18n.language;
  const number = (value: number) => numberFormat(language, { maximumFractionDigits: 1 }).format(value);
  // The meter runs to 1.6 × the denial limit, so both limits and a little beyond are in view.
  const scale = denialPercent * 1.6;
  const at = (percent: number) => `${String(Math.min(100, (percent / scale) * 100))}%`;
  const title = currentLanguage(i18n) === 'ar' ? course.TitleAr : course.TitleEn;
  const advice =
    course.State === 'denied'
      ? t('attendance:deniedDetail')
      : course.AbsencesLeft === 0
        ? t('attendance:lastChance')
        : t('attendance:left', { count: course.AbsencesLeft });
  return (
    <li className={`attendance-card attendance-card--${course.State}`} data-course={course.CourseCode}>
      <div className="attendance-card__head">
        <div>
          <h2 className="attendance-card__title">{title}</h2>
          <p className="attendance-card__code">
            <bdi dir="ltr">{course.CourseCode}</bdi>
          </p>
        </div>
        <span className={`attendance-state attendance-state--${course.State}`}>
          <IonIcon icon={STATE_ICONS[course.State]} aria-hidden="true" />
          {t(`attendance:states.${course.State}`)}
        </span>
      </div>
      <div
        className="attendance-meter"
        role="img"
        aria-label={t('attendance:meter', {
          percent: number(course.AbsencePercent),
          warning: number(warningPercent),
          denial: number(denialPercent),
        })}
      >
        <div className="attendance-meter__fill" style={{ inlineSize: at(course.AbsencePercent) }} />
        <div
          className="attendance-meter__limit attendance-meter__limit--warning"
          style={{ insetInlineStart: at(warningPercent) }}
        />
        <div
          className="attendance-meter__limit attendance-meter__limit--denial"
          style={{ insetInlineStart: at(denialPercent) }}
        />
      </div>
      <dl className="attendance-figures">
        <div>
          <dt>{t('attendance:percent')}</dt>
          <dd>{t('attendance:percentValue', { percent: number(course.AbsencePercent) })}</dd>
        </div>
        <div>
          <dt>{t('attendance:absences')}</dt>
          <dd>{number(course.Absences)}</dd>
        </div>
        <div>
          <dt>{t('attendance:excused')}</dt>
          <dd>{number(course.Excused)}</dd>
        </div>
        <div>
          <dt>{t('attendance:held')}</dt>
          <dd>
            {t('attendance:heldValue', {
              held: number(course.SessionsHeld),
              scheduled: number(course.SessionsScheduled),
            })}
          </dd>
        </div>
      </dl>
      <p className="attendance-card__advice">{advice}</p>
    </li>
  );
}
