import type { TranscriptCourse } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TRANSCRIPT_NAMESPACE } from '../translations';

/** The notes a registrar prints beside a grade: repeated, retake, W, I, withheld and why. */
export function CourseMarks({ course }: { course: TranscriptCourse }) {
  const { t } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const marks: { key: string; text: string; tone: 'muted' | 'warning' | 'danger' }[] = [];
  if (course.Retake) marks.push({ key: 'retake', text: t('transcript:marks.retake'), tone: 'muted' });
  if (course.Outcome === 'replaced')
    marks.push({ key: 'replaced', text: t('transcript:marks.replaced'), tone: 'muted' });
  if (course.Outcome === 'withdrawn')
    marks.push({ key: 'withdrawn', text: t('transcript:marks.withdrawn'), tone: 'muted' });
  if (course.Outcome === 'incomplete')
    marks.push({ key: 'incomplete', text: t('transcript:marks.incomplete'), tone: 'warning' });
  if ((course.Outcome === 'counted' || course.Outcome === 'replaced') && !course.Passed)
    marks.push({ key: 'failed', text: t('transcript:marks.failed'), tone: 'danger' });
  if (course.Outcome === 'withheld' && course.WithheldReason)
    marks.push({
      key: 'withheld',
      text: t(`transcript:withheldReasons.${course.WithheldReason}`),
      tone: 'warning',
    });
  if (marks.length === 0) return null;
  return (
    <ul className="course-marks">
      {marks.map((mark) => (
        <li key={mark.key} className={`course-mark course-mark--${mark.tone}`}>
          {mark.text}
        </li>
      ))}
    </ul>
  );
}

/** The grade column: the letter, or what stands in its place. */
export function GradeText({ course }: { course: TranscriptCourse }) {
  const { t } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  if (course.Outcome === 'withheld')
    return <span className="course-grade course-grade--pending">{t('transcript:gradeWithheld')}</span>;
  if (course.Grade === null)
    return <span className="course-grade course-grade--pending">{t('transcript:gradeInProgress')}</span>;
  return (
    <bdi className="course-grade" dir="ltr">
      {course.Grade}
    </bdi>
  );
}
