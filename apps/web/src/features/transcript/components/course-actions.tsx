import { IonButton } from '@ionic/react';
import type { TranscriptCourse, WithdrawalState } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { localTitle } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import { WithdrawButton } from './withdraw-button';
import '../transcript.css';
import './course-actions.css';

interface CourseActionsProps {
  course: TranscriptCourse;
  withdrawal: WithdrawalState | null;
  onPrerequisites: (course: TranscriptCourse) => void;
}

export function CourseActions({ course, withdrawal, onPrerequisites }: CourseActionsProps) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const title = localTitle(course, currentLanguage(i18n) === 'ar');
  return (
    <div className="course-actions">
      <IonButton
        size="small"
        fill="clear"
        aria-label={t('transcript:prerequisitesFor', { title })}
        onClick={() => {
          onPrerequisites(course);
        }}
      >
        {t('transcript:prerequisites')}
      </IonButton>
      {course.CanWithdraw && withdrawal && <WithdrawButton course={course} withdrawal={withdrawal} />}
    </div>
  );
}
