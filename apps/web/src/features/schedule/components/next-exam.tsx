import { IonRouterLink } from '@ionic/react';
import type { ExamKind, NextExam } from '@portal/contract';
import type { MobilePageName } from '@portal/contract/pages';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useMenuPagesInTransition } from '../../../lib/menu-state';
import { instantLabel } from '../../../lib/university-instant';
import { countdownLabel, timeUntil } from '../../../lib/university-time';
import { useNow } from '../../../lib/use-now';
import { SCHEDULE_NAMESPACE } from '../translations';

export const EXAM_PAGES: Record<ExamKind, MobilePageName> = {
  midterm: 'midterm-schedule',
  final: 'exam-schedule',
  practical: 'practical-schedule',
};

/** The student's next exam: course, kind, when (university time) and how long until it, with its page. */
export function NextExamSummary({
  exam,
  timeZone,
  withLink = true,
}: {
  exam: NextExam;
  timeZone: string;
  /** The home tile draws its own link. */
  withLink?: boolean;
}) {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const now = useNow();
  const menuPages = useMenuPagesInTransition();
  const page = EXAM_PAGES[exam.Kind];
  const title = currentLanguage(i18n) === 'ar' ? exam.CourseTitleAr : exam.CourseTitleEn;
  return (
    <div className="next-exam">
      <p className="next-exam__course">
        {t(`schedule:examKind.${exam.Kind}`)}: {exam.CourseCode} {title}
      </p>
      <p>
        {t('schedule:examWhen', {
          when: instantLabel(exam.StartsAt, timeZone, i18n.language),
          countdown: countdownLabel(timeUntil(exam.StartsAt, now), i18n.language),
        })}
      </p>
      <p className="next-exam__seat">
        {exam.SeatNo === null
          ? t('schedule:noSeat', { room: exam.Room })
          : t('schedule:seat', { seat: exam.SeatNo, room: exam.Room })}
      </p>
      {withLink && menuPages.has(page) && (
        <IonRouterLink routerLink={`/${page}`} className="next-exam__link">
          {t('schedule:viewExams')}
        </IonRouterLink>
      )}
    </div>
  );
}
