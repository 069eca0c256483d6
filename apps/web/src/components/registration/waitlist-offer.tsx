import { IonButton, IonIcon } from '@ionic/react';
import type { StudentWaitlist, WaitlistWindow } from '@portal/contract';
import { alertCircleOutline, checkmarkCircleOutline, timeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useAnsweredOffers } from './answered-offers';
import { useAcceptWaitlistOffer } from './api/accept-waitlist-offer';
import { useDeclineWaitlistOffer } from './api/decline-waitlist-offer';
import { Countdown } from './countdown';
import { useServerClock } from './use-server-clock';
import { WAITLIST_NAMESPACE } from './waitlist-translations';
import './waitlist.css';
import { useUniversityTime } from '../../lib/university-instant';

interface WaitlistOfferProps {
  place: StudentWaitlist;
  /**
   * The window the student answers through now (GetStudentWaitlists' Window); null while none is open to
   * them: no buttons, and from when they can answer instead.
   */
  window: WaitlistWindow | null;
  /** The server's clock when the place was read, so the countdown is the server's. */
  serverNow: string;
}

/**
 * A seat held for the student: the course and section, the time left to answer counting down, and accept
 * or decline. A refusal (a clash since joining, a hold) is shown as the server words it; the seat stays
 * held until the time runs out, so the student can fix their timetable and accept again.
 */
export function WaitlistOffer({ place, window, serverNow }: WaitlistOfferProps) {
  const { t, i18n } = useTranslation(['translation', WAITLIST_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const now = useServerClock(serverNow);
  const accept = useAcceptWaitlistOffer();
  const decline = useDeclineWaitlistOffer();
  const [confirming, setConfirming] = useState(false);
  const outcome = useAnsweredOffers().find((entry) => entry.place.SectionId === place.SectionId)?.outcome;
  const offer = place.Offer;
  const heading = place.Lab
    ? t('waitlist:offer.sectionWithLab', {
        code: place.CourseCode,
        section: place.SectionNo,
        lab: place.Lab.SectionNo,
      })
    : t('waitlist:offer.section', { code: place.CourseCode, section: place.SectionNo });

  if (outcome) {
    return (
      <article className="waitlist-offer waitlist-offer--done" aria-label={heading}>
        <p className="waitlist-offer__outcome" role="status">
          <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
          {outcome.kind === 'accepted'
            ? t('waitlist:offer.accepted', { code: outcome.code, section: outcome.section })
            : t('waitlist:offer.declined')}
        </p>
      </article>
    );
  }
  if (!offer) return null;

  const expires = Date.parse(offer.ExpiresAt);
  const lapsed = expires <= now;
  const title = i18n.language === 'ar' ? place.CourseTitleAr : place.CourseTitleEn;
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const input = window ? { window, sectionId: place.SectionId, place } : null;

  return (
    <article className="waitlist-offer" aria-label={heading}>
      <header className="waitlist-offer__header">
        <h3 className="waitlist-offer__course">{heading}</h3>
        <p className="waitlist-offer__title">
          {title} · {t('waitlist:offer.credits', { count: place.Credits })}
        </p>
        {place.Replaces && (
          <p className="waitlist-offer__hint">
            {t('waitlist:offer.replaces', { section: place.Replaces.SectionNo })}
          </p>
        )}
      </header>
      {lapsed ? (
        <p className="waitlist-offer__lapsed" role="status">
          <IonIcon icon={timeOutline} aria-hidden="true" />
          {t('waitlist:offer.lapsed')}
        </p>
      ) : (
        <>
          <p className="tile__caption">{t('waitlist:offer.timeLeft')}</p>
          <Countdown target={expires} now={now} />
          <p className="waitlist-offer__until">
            {t('waitlist:offer.until', { when: formatInstant(expires, 'fullDateTime') })}
          </p>
          {!input && (
            <p className="waitlist-offer__hint" role="note">
              {offer.AnswerFrom
                ? t('waitlist:offer.answerFrom', { when: formatInstant(offer.AnswerFrom, 'fullDateTime') })
                : t('waitlist:offer.noAnswerInTime')}
            </p>
          )}
          {failure !== null && (
            <p className="waitlist-offer__refusal" role="alert">
              <IonIcon icon={alertCircleOutline} aria-hidden="true" />
              {errorMessage(failure, t)}
            </p>
          )}
          {input && !confirming && (
            <div className="waitlist-offer__actions">
              <IonButton
                disabled={busy}
                onClick={() => {
                  decline.reset();
                  accept.mutate(input);
                }}
              >
                {accept.isPending ? t('waitlist:offer.accepting') : t('waitlist:offer.accept')}
              </IonButton>
              <IonButton
                fill="outline"
                color="medium"
                disabled={busy}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('waitlist:offer.decline')}
              </IonButton>
            </div>
          )}
          {input && confirming && (
            <div
              className="waitlist-offer__confirm"
              role="group"
              aria-label={t('waitlist:offer.declineQuestion')}
            >
              <p>{t('waitlist:offer.declineQuestion')}</p>
              <div className="waitlist-offer__actions">
                <IonButton
                  color="danger"
                  disabled={busy}
                  onClick={() => {
                    accept.reset();
                    decline.mutate(input, {
                      onSettled: () => {
                        setConfirming(false);
                      },
                    });
                  }}
                >
                  {decline.isPending ? t('waitlist:offer.declining') : t('waitlist:offer.declineConfirm')}
                </IonButton>
                <IonButton
                  fill="clear"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(false);
                  }}
                >
                  {t('waitlist:offer.keep')}
                </IonButton>
              </div>
            </div>
          )}
        </>
      )}
    </article>
  );
}
