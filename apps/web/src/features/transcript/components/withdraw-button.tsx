import { IonButton, useIonAlert, useIonToast } from '@ionic/react';
import type { TranscriptCourse, WithdrawalState } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useAddWsGrade } from '../api/add-ws-grade';
import { localTitle } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';

/** "Withdraw (W)": asks first, then withdraws; a refusal is shown with the registrar's reason. */
export function WithdrawButton({
  course,
  withdrawal,
}: {
  course: TranscriptCourse;
  withdrawal: WithdrawalState;
}) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const [presentAlert] = useIonAlert();
  const [presentToast] = useIonToast();
  const addWsGrade = useAddWsGrade();
  const title = localTitle(course, currentLanguage(i18n) === 'ar');

  async function withdraw() {
    try {
      const receipt = await addWsGrade.mutateAsync(course.CourseId);
      await presentToast({
        message: t(receipt.AlreadyWithdrawn ? 'transcript:alreadyWithdrawn' : 'transcript:withdrawn', {
          code: receipt.CourseCode,
        }),
        duration: 4000,
        position: 'top',
        color: 'dark',
      });
    } catch (error) {
      await presentAlert({
        header: t('transcript:withdrawRefused'),
        message: errorMessage(error, t),
        buttons: [t('transcript:ok')],
      });
    }
  }

  return (
    <IonButton
      size="small"
      color="danger"
      fill="outline"
      disabled={addWsGrade.isPending}
      aria-label={t('transcript:withdrawCourse', { title })}
      onClick={() =>
        void presentAlert({
          header: t('transcript:withdrawTitle'),
          message: t('transcript:withdrawMessage', {
            code: course.CourseCode,
            title,
            used: withdrawal.Used,
            allowed: withdrawal.Allowed,
          }),
          buttons: [
            { text: t('transcript:cancel'), role: 'cancel' },
            { text: t('transcript:withdrawConfirm'), role: 'destructive', handler: () => void withdraw() },
          ],
        })
      }
    >
      {t('transcript:withdraw')}
    </IonButton>
  );
}
