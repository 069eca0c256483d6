import { IonButton, IonIcon, IonSpinner, useIonAlert } from '@ionic/react';
import type { CreditLimits, ScheduleSection } from '@portal/contract';
import { calendarClearOutline, personOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage } from '../../../lib/i18n';
import { useInstructorName } from '../../../lib/instructor-name';
import { useRemoveCourse } from '../api/remove-course';
import { ADVISING_NAMESPACE } from '../translations';
import { MeetingLines } from './meeting-lines';
import { RefusalList } from './refusal-list';
import { numberFormat } from '../../../lib/intl-formats';
import '../advising.css';
import './advised-timetable.css';

interface CourseInTimetable {
  courseId: number;
  code: string;
  titleEn: string;
  titleAr: string;
  credits: number;
  sections: ScheduleSection[];
}

/** The timetable's sections by course (a lecture and its lab are one course, counted once). */
export function coursesOf(sections: readonly ScheduleSection[]): CourseInTimetable[] {
  const byCourse = new Map<number, CourseInTimetable>();
  for (const section of sections) {
    const course = byCourse.get(section.CourseId) ?? {
      courseId: section.CourseId,
      code: section.CourseCode,
      titleEn: section.CourseTitleEn,
      titleAr: section.CourseTitleAr,
      credits: section.Credits,
      sections: [],
    };
    course.sections.push(section);
    byCourse.set(section.CourseId, course);
  }
  return [...byCourse.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * The student's timetable this term as advising built it, one card per course with its sections and
 * meetings, the credit total against the limits, and Remove (asked first: the seat goes back to others).
 */
export function AdvisedTimetable({
  sections,
  limits,
  canChange,
  onRemoved,
}: {
  sections: readonly ScheduleSection[];
  limits: CreditLimits;
  canChange: boolean;
  onRemoved: (code: string) => void;
}) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const instructorName = useInstructorName();
  const remove = useRemoveCourse();
  const [confirm] = useIonAlert();
  const courses = coursesOf(sections);
  const credits = courses.reduce((sum, course) => sum + course.credits, 0);
  const number = numberFormat(i18n.language);

  function askRemove(course: CourseInTimetable) {
    void confirm({
      header: t('advising:timetable.removeTitle', { code: course.code }),
      message: t('advising:timetable.removeMessage', { code: course.code }),
      buttons: [
        { text: t('advising:timetable.cancel'), role: 'cancel' },
        {
          text: t('advising:timetable.remove'),
          role: 'destructive',
          handler: () => {
            remove.mutate(course.courseId, {
              onSuccess: () => {
                onRemoved(course.code);
              },
            });
          },
        },
      ],
    });
  }

  return (
    <section className="adv-timetable" aria-labelledby="adv-timetable-title">
      <div className="adv-timetable__head">
        <h2 id="adv-timetable-title" className="adv-section-title">
          {t('advising:timetable.title')}
        </h2>
        <p className={`adv-credits${credits > limits.Max ? ' adv-credits--over' : ''}`}>
          <strong>{t('advising:timetable.credits', { credits: number.format(credits) })}</strong>
          <span className="adv-muted">
            {t('advising:timetable.limit', {
              min: number.format(limits.Min),
              max: number.format(limits.Max),
            })}
          </span>
        </p>
      </div>
      {courses.length > 0 && credits < limits.Min && (
        <p className="adv-note">
          {t('advising:timetable.belowMin', {
            min: number.format(limits.Min),
            missing: number.format(limits.Min - credits),
          })}
        </p>
      )}
      {remove.isError && <RefusalList error={remove.error} />}
      {courses.length === 0 ? (
        <StatePanel tone="empty" icon={calendarClearOutline} title={t('advising:timetable.empty')} />
      ) : (
        <ul className="adv-timetable__courses">
          {courses.map((course) => (
            <li key={course.courseId} className="adv-card adv-held">
              <div className="adv-held__head">
                <p className="adv-held__title">
                  <span className="adv-course__code">{course.code}</span>{' '}
                  {arabic ? course.titleAr : course.titleEn}
                </p>
                <span className="adv-muted">
                  {t('advising:plan.courseCredits', { count: course.credits })}
                </span>
              </div>
              {course.sections.map((section) => (
                <div key={section.SectionId} className="adv-held__section">
                  <p className="adv-held__section-title">
                    {t(`advising:sections.kinds.${section.Kind}`)} ·{' '}
                    {t('advising:sections.section', { no: section.SectionNo })}
                    <span className="adv-held__instructor">
                      <IonIcon icon={personOutline} aria-hidden="true" />
                      {section.Instructor
                        ? instructorName(section.Instructor)
                        : t('advising:sections.noInstructor')}
                    </span>
                  </p>
                  <MeetingLines meetings={section.Meetings} />
                </div>
              ))}
              {canChange && (
                <IonButton
                  fill="clear"
                  color="danger"
                  size="small"
                  className="adv-held__remove"
                  disabled={remove.isPending}
                  aria-label={t('advising:timetable.removeLabel', { code: course.code })}
                  onClick={() => {
                    askRemove(course);
                  }}
                >
                  {remove.isPending && remove.variables === course.courseId ? (
                    <IonSpinner slot="start" name="crescent" aria-hidden="true" />
                  ) : (
                    <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
                  )}
                  {t('advising:timetable.remove')}
                </IonButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
