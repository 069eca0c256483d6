import type { WhatIfCourse, WhatIfRequirement } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { usePreviewWords } from '../preview-words';
import { PREVIEW_NAMESPACE } from '../translations';

/** One course: code, title, credits and where the student stands in it (passed with the grade, …). */
export function CourseLine({ course }: { course: WhatIfCourse }) {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  return (
    <li className={`what-if__course what-if__course--${course.State}`} data-course={course.CourseCode}>
      <span className="what-if__course-name">
        <strong>{course.CourseCode}</strong> {words.title(course)}
      </span>
      <span className="what-if__course-state">
        {t('advisingPreview:whatIf.credits', { count: course.Credits })} ·{' '}
        {course.State === 'passed' && course.Grade
          ? t('advisingPreview:whatIf.state.passedWith', { grade: course.Grade })
          : t(`advisingPreview:whatIf.state.${course.State}`)}
      </span>
    </li>
  );
}

/** One requirement of the target program: its credits, the courses that would count, the ones still to take. */
export function RequirementCard({ requirement }: { requirement: WhatIfRequirement }) {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  const headingId = `what-if-requirement-${String(requirement.CategoryId)}`;
  return (
    <li
      className="preview-card what-if__requirement"
      aria-labelledby={headingId}
      data-requirement={requirement.Code}
    >
      <div className="what-if__requirement-head">
        <h3 id={headingId}>{words.name(requirement)}</h3>
        <span className={requirement.MissingCredits === 0 ? 'what-if__met' : 'what-if__missing'}>
          {requirement.MissingCredits === 0
            ? t('advisingPreview:whatIf.met')
            : t('advisingPreview:whatIf.missingCredits', { count: requirement.MissingCredits })}
        </span>
      </div>
      <p className="what-if__requirement-figures">
        {t('advisingPreview:whatIf.requirementFigures', {
          counted: requirement.CountedCredits,
          inProgress: requirement.InProgressCredits,
          required: requirement.RequiredCredits,
        })}
      </p>
      {requirement.Counted.length > 0 && (
        <>
          <h4>{t('advisingPreview:whatIf.wouldCount')}</h4>
          <ul className="what-if__courses">
            {requirement.Counted.map((course) => (
              <CourseLine key={course.CourseId} course={course} />
            ))}
          </ul>
        </>
      )}
      {requirement.Remaining.length > 0 && (
        <>
          <h4>{t('advisingPreview:whatIf.remaining')}</h4>
          <ul className="what-if__courses">
            {requirement.Remaining.map((course) => (
              <CourseLine key={course.CourseId} course={course} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
