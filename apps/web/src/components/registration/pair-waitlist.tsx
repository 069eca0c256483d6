import type { AdvisingSection } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { WaitlistJoin } from './waitlist-join';
import { WAITLIST_NAMESPACE } from './waitlist-translations';

type Choice = Pick<AdvisingSection, 'SectionId' | 'SectionNo' | 'SeatsLeft' | 'Registered'>;

const isFull = (section: Choice) => section.SeatsLeft <= 0 && !section.Registered;

/**
 * The chosen lecture and lab of a course with labs, when either is full: what the student can wait for
 * instead of adding — the pair as one request, or the lab alone when they hold the lecture (accepting
 * then gives up their current lab). Null when both have seats (they add instead).
 */
export function pairRequest(
  lecture: Choice | undefined,
  lab: Choice | undefined,
  currentLab: Choice | undefined,
): { sectionId: number; labSectionId?: number; currentLab?: Choice } | null {
  if (!lecture || !lab || !(isFull(lecture) || isFull(lab))) return null;
  if (lecture.Registered) {
    if (!isFull(lab) || !currentLab) return null;
    return { sectionId: lab.SectionId, currentLab };
  }
  return { sectionId: lecture.SectionId, labSectionId: lab.SectionId };
}

/** In place of the add button when the chosen pair cannot be added now: says what is waited for, and how. */
export function PairWaitlist({
  lecture,
  lab,
  currentLab,
}: {
  lecture: Choice | undefined;
  lab: Choice | undefined;
  /** The student's own lab of the course, when they hold its lecture. */
  currentLab: Choice | undefined;
}) {
  const { t } = useTranslation(['translation', WAITLIST_NAMESPACE]);
  const request = pairRequest(lecture, lab, currentLab);
  if (!request || !lecture || !lab) return null;
  return (
    <div className="pair-waitlist">
      <p className="waitlist-join__hint">
        {request.currentLab
          ? t('waitlist:join.switchHint', { lab: lab.SectionNo, current: request.currentLab.SectionNo })
          : t('waitlist:join.pairHint', { lecture: lecture.SectionNo, lab: lab.SectionNo })}
      </p>
      <WaitlistJoin sectionId={request.sectionId} labSectionId={request.labSectionId} />
    </div>
  );
}
