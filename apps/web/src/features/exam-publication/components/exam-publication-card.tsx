import { IonButton, IonIcon, useIonAlert, useIonToast } from '@ionic/react';
import type { ExamForPublication } from '@portal/contract';
import { checkmarkCircleOutline, megaphoneOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { instantLabel } from '../../../lib/university-instant';
import { usePublishExamScores } from '../api/publish-exam-scores';
import { EXAM_PUBLICATION_NAMESPACE } from '../translations';

/** Where an exam stands, in the order the registrar works through them. */
export const PUBLICATION_STATES = ['ready', 'marking', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** Published; every seat marked (ready); or marking still under way (or nobody sits it). */
export function publicationState(exam: ExamForPublication): PublicationState {
  if (exam.PublishedAt !== null) return 'published';
  return exam.Seats > 0 && exam.Marked === exam.Seats ? 'ready' : 'marking';
}

const STATE_ICON = { published: checkmarkCircleOutline, ready: megaphoneOutline, marking: timeOutline };

/**
 * One exam of the term: when it was held, how many seats are marked, and "Publish scores" — asked first,
 * because publishing cannot be undone and tells every student of the course.
 */
export function ExamPublicationCard({ exam, timeZone }: { exam: ExamForPublication; timeZone: string }) {
  const { t, i18n } = useTranslation(['translation', EXAM_PUBLICATION_NAMESPACE]);
  const [presentAlert] = useIonAlert();
  const [presentToast] = useIonToast();
  const publish = usePublishExamScores();
  const state = publicationState(exam);
  const kind = t(`examPublication:kind.${exam.Kind}`);

  async function confirmed() {
    try {
      const outcome = await publish.mutateAsync(exam.ExamId);
      await presentToast({
        message: outcome.AlreadyPublished
          ? t('examPublication:alreadyPublished', { course: exam.CourseCode })
          : t('examPublication:published', { course: exam.CourseCode, count: outcome.Notified }),
        duration: 4000,
        position: 'top',
        color: 'dark',
      });
    } catch (error) {
      await presentAlert({
        header: t('examPublication:refused'),
        message: errorMessage(error, t),
        buttons: [t('examPublication:ok')],
      });
    }
  }

  return (
    <li className={`exam-publication-card exam-publication-card--${state}`}>
      <div className="exam-publication-card__heading">
        <p className="exam-publication-card__course">
          <strong>{exam.CourseCode}</strong> {exam.CourseTitleEn}
        </p>
        <span className={`exam-publication-card__state exam-publication-card__state--${state}`}>
          <IonIcon icon={STATE_ICON[state]} aria-hidden="true" />
          {t(`examPublication:state.${state}`)}
        </span>
      </div>
      <p className="exam-publication-card__meta">
        {`${kind} · ${instantLabel(exam.StartsAt, timeZone, i18n.language)}`}
      </p>
      <div className="exam-publication-card__progress" aria-hidden="true">
        <span
          style={{ width: `${String(exam.Seats === 0 ? 0 : Math.round((exam.Marked / exam.Seats) * 100))}%` }}
        />
      </div>
      <p className="exam-publication-card__marked">
        {t('examPublication:marked', { marked: exam.Marked, count: exam.Seats })}
      </p>
      {exam.PublishedAt !== null ? (
        <p className="exam-publication-card__meta">
          {t('examPublication:publishedAt', {
            when: instantLabel(exam.PublishedAt, timeZone, i18n.language),
          })}
        </p>
      ) : (
        <IonButton
          size="small"
          disabled={state !== 'ready' || publish.isPending}
          onClick={() =>
            void presentAlert({
              header: t('examPublication:confirmTitle'),
              message: t('examPublication:confirmMessage', {
                kind,
                course: exam.CourseCode,
                count: exam.Seats,
              }),
              buttons: [
                { text: t('examPublication:cancel'), role: 'cancel' },
                { text: t('examPublication:publish'), handler: () => void confirmed() },
              ],
            })
          }
        >
          <IonIcon slot="start" icon={megaphoneOutline} aria-hidden="true" />
          {t('examPublication:publish')}
        </IonButton>
      )}
    </li>
  );
}
