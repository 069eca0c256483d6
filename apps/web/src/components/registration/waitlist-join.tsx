import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, hourglassOutline, peopleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useStudentWaitlists } from './api/get-student-waitlists';
import { useJoinWaitlist } from './api/join-waitlist';
import { useLeaveWaitlist } from './api/leave-waitlist';
import { WaitlistOffer } from './waitlist-offer';
import { WAITLIST_NAMESPACE } from './waitlist-translations';
import './waitlist.css';
import { numberFormat } from '../../lib/intl-formats';

interface WaitlistJoinProps {
  /** The place's section: a full section, or the lecture of a lecture-with-lab request. */
  sectionId: number;
  /** The lab or tutorial waited for with the lecture: one request, a seat held in both or neither. */
  labSectionId?: number;
}

/**
 * What a full section offers instead of an add button: "Full" and a way to join its waitlist; once in
 * line, the student's number and a way to leave; when a seat is held for them, the offer itself.
 */
export function WaitlistJoin({ sectionId, labSectionId }: WaitlistJoinProps) {
  const { t, i18n } = useTranslation(['translation', WAITLIST_NAMESPACE]);
  const waitlists = useStudentWaitlists();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const number = numberFormat(i18n.language);
  const answer = waitlists.data;
  const place = answer?.Waitlists.find((candidate) => candidate.SectionId === sectionId);
  // The window the server says is the student's now (open, their registration time come), whichever
  // page this is on: the Add/Drop picker before the student's add/drop time joins through advising.
  const open = answer?.Window ?? null;
  const failure = join.error ?? leave.error;
  const busy = join.isPending || leave.isPending;

  if (answer && place?.Offer) {
    return (
      <div className="waitlist-join">
        <p className="waitlist-join__state">
          <IonIcon icon={hourglassOutline} aria-hidden="true" />
          {t('waitlist:join.offered')}
        </p>
        <WaitlistOffer place={place} window={open} serverNow={answer.Now} />
      </div>
    );
  }

  return (
    <div className="waitlist-join">
      {place ? (
        <p className="waitlist-join__state" role="status">
          <IonIcon icon={peopleOutline} aria-hidden="true" />
          {place.Lab
            ? t('waitlist:join.placeWithLab', {
                position: number.format(place.Position),
                length: number.format(place.LineLength),
                lab: place.Lab.SectionNo,
              })
            : t('waitlist:join.place', {
                position: number.format(place.Position),
                length: number.format(place.LineLength),
              })}
        </p>
      ) : (
        <span className="waitlist-join__full">{t('waitlist:join.full')}</span>
      )}
      {failure !== null && (
        <p className="waitlist-join__refusal" role="alert">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          {errorMessage(failure, t)}
        </p>
      )}
      {open === null ? (
        answer && <p className="waitlist-join__hint">{t('waitlist:join.noWindow')}</p>
      ) : place ? (
        <IonButton
          size="small"
          fill="clear"
          color="medium"
          disabled={busy}
          onClick={() => {
            join.reset();
            leave.mutate({ window: open, sectionId });
          }}
        >
          {leave.isPending ? t('waitlist:join.leaving') : t('waitlist:join.leave')}
        </IonButton>
      ) : (
        <>
          <IonButton
            size="small"
            fill="outline"
            disabled={busy}
            onClick={() => {
              leave.reset();
              join.mutate({ window: open, sectionId, labSectionId });
            }}
          >
            {join.isPending ? t('waitlist:join.joining') : t('waitlist:join.button')}
          </IonButton>
          {leave.isSuccess && (
            <p className="waitlist-join__hint" role="status">
              {t('waitlist:join.left')}
            </p>
          )}
        </>
      )}
      {place && <p className="waitlist-join__hint">{t('waitlist:join.placeHint')}</p>}
    </div>
  );
}
