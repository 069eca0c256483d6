import { IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useExamAuthData } from '../../student/api/get-exam-auth-data';
import { EXAMS_NAMESPACE } from '../translations';

/** GetExamAuthData on the exam pages: admitted, or barred with every reason the student must deal with. */
export function AdmissionPanel() {
  const { t } = useTranslation(['translation', EXAMS_NAMESPACE]);
  const admission = useExamAuthData();
  if (!admission.data) return null;
  if (admission.data.Admitted) {
    return (
      <p className="exam-admitted">
        <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
        {t('exams:admitted')}
      </p>
    );
  }
  return (
    <section className="exam-barred" aria-labelledby="exam-barred-title">
      <h2 id="exam-barred-title">
        <IonIcon icon={warningOutline} aria-hidden="true" />
        {t('exams:barredTitle')}
      </h2>
      <p>{t('exams:barredDetail')}</p>
      <ul>
        {admission.data.Reasons.map((reason) => (
          <li key={`${reason.Code}-${reason.Message}`}>{reason.Message}</li>
        ))}
      </ul>
    </section>
  );
}
