import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { CourseRequisite, TranscriptCourse } from '@portal/contract';
import { checkmarkCircle, closeCircle, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { currentLanguage } from '../../../lib/i18n';
import { useCoursePreq } from '../api/get-course-preq';
import { localTitle } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import '../transcript.css';
import './requisites-modal.css';

const STATE_ICONS: Record<CourseRequisite['State'], string> = {
  passed: checkmarkCircle,
  in_progress: timeOutline,
  not_met: closeCircle,
};

/** A course's prerequisites and co-requisites, each marked met or not from the student's own record. */
export function RequisitesModal({
  course,
  onClose,
}: {
  course: TranscriptCourse | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const requisites = useCoursePreq(course?.CourseId ?? null);
  return (
    <IonModal isOpen={course !== null} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('transcript:prerequisitesOf', { code: course?.CourseCode ?? '' })}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('transcript:close')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="requisites-content">
        {course && <p className="requisites__course">{localTitle(course, arabic)}</p>}
        <QueryState query={requisites} errorTitle={t('transcript:requisitesErrorTitle')}>
          {(data) =>
            data.Requisites.length === 0 ? (
              <p>{t('transcript:noRequisites')}</p>
            ) : (
              <>
                <p className="requisites__verdict">
                  {data.AllMet ? t('transcript:allMet') : t('transcript:notAllMet')}
                </p>
                <ul className="requisites">
                  {data.Requisites.map((requisite) => (
                    <li
                      key={requisite.CourseId}
                      className={`requisite requisite--${requisite.Met ? 'met' : 'unmet'}`}
                    >
                      <IonIcon
                        icon={STATE_ICONS[requisite.State]}
                        aria-hidden="true"
                        className="requisite__icon"
                      />
                      <div>
                        <p className="requisite__title">
                          <bdi dir="ltr">{requisite.CourseCode}</bdi> {localTitle(requisite, arabic)}
                        </p>
                        <p className="requisite__meta">
                          {t(`transcript:requisiteKinds.${requisite.Kind}`)} ·{' '}
                          {t(`transcript:requisiteStates.${requisite.State}`)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </QueryState>
      </IonContent>
    </IonModal>
  );
}
