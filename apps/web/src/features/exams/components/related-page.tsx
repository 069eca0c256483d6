import { IonRouterLink } from '@ionic/react';
import type { ExamKind } from '@portal/contract';
import type { MobilePageName } from '@portal/contract/pages';
import { useTranslation } from 'react-i18next';
import { useMenuPagesInTransition } from '../../../lib/menu-state';
import { EXAMS_NAMESPACE } from '../translations';

const SCHEDULES: Record<ExamKind, MobilePageName> = {
  midterm: 'midterm-schedule',
  final: 'exam-schedule',
  practical: 'practical-schedule',
};
const SCORES: Record<ExamKind, MobilePageName> = {
  midterm: 'midterm-scoring',
  final: 'final-scoring',
  practical: 'practical-scoring',
};

/** From an exam's timetable to its scores and back, when the student's menu has the other page. */
export function RelatedPage({ kind, to }: { kind: ExamKind; to: 'schedule' | 'scores' }) {
  const { t } = useTranslation(['translation', EXAMS_NAMESPACE]);
  const menuPages = useMenuPagesInTransition();
  const page = (to === 'schedule' ? SCHEDULES : SCORES)[kind];
  if (!menuPages.has(page)) return null;
  return (
    <IonRouterLink routerLink={`/${page}`} className="exams-related">
      {to === 'schedule' ? t(`exams:relatedSchedule.${kind}`) : t(`exams:relatedScores.${kind}`)}
    </IonRouterLink>
  );
}
