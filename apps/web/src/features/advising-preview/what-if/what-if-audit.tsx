import type { WhatIfAudit } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { usePreviewWords } from '../preview-words';
import { PREVIEW_NAMESPACE } from '../translations';
import { CourseLine, RequirementCard } from './requirement-card';

/** Terms the missing credits take, at the usual load and at the maximum, in one or two sentences. */
function TermsEstimate({ audit }: { audit: WhatIfAudit }) {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const { Terms: terms } = audit;
  if (audit.MissingCredits === 0)
    return <p className="what-if__terms">{t('advisingPreview:whatIf.nothingMissing')}</p>;
  return (
    <ul className="what-if__terms">
      {terms.UsualLoad !== null && terms.AtUsualLoad !== null && (
        <li data-load="usual">
          {t('advisingPreview:whatIf.termsUsual', { count: terms.AtUsualLoad, load: terms.UsualLoad })}
        </li>
      )}
      {terms.AtMaxLoad !== null && (
        <li data-load="max">
          {t('advisingPreview:whatIf.termsMax', { count: terms.AtMaxLoad, load: terms.MaxLoad })}
        </li>
      )}
    </ul>
  );
}

/** The what-if audit: the totals and the terms they mean, each requirement, and what would not count. */
export function WhatIfAuditView({ audit }: { audit: WhatIfAudit }) {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  const figures = [
    ['counted', audit.CountedCredits],
    ['inProgress', audit.InProgressCredits],
    ['missing', audit.MissingCredits],
  ] as const;
  return (
    <div className="what-if" aria-live="polite">
      <section className="preview-card" aria-labelledby="what-if-summary">
        <h2 id="what-if-summary">
          {t('advisingPreview:whatIf.summary', { program: words.name(audit.Program) })}
        </h2>
        <dl className="what-if__figures">
          {figures.map(([key, credits]) => (
            <div key={key} data-figure={key}>
              <dt>{t(`advisingPreview:whatIf.figures.${key}`)}</dt>
              <dd>{t('advisingPreview:whatIf.credits', { count: credits })}</dd>
            </div>
          ))}
        </dl>
        <p className="what-if__compare">
          {t('advisingPreview:whatIf.compare', {
            required: audit.Program.RequiredCredits,
            program: words.name(audit.CurrentProgram),
            missing: audit.CurrentMissingCredits,
          })}
        </p>
        <TermsEstimate audit={audit} />
      </section>
      <h2 className="what-if__heading">{t('advisingPreview:whatIf.requirements')}</h2>
      <ul className="what-if__requirements">
        {audit.Requirements.map((requirement) => (
          <RequirementCard key={requirement.CategoryId} requirement={requirement} />
        ))}
      </ul>
      <section className="preview-card" aria-labelledby="what-if-not-counted">
        <h2 id="what-if-not-counted">{t('advisingPreview:whatIf.notCounted')}</h2>
        {audit.NotCounted.length === 0 ? (
          <p>{t('advisingPreview:whatIf.allCount')}</p>
        ) : (
          <ul className="what-if__courses">
            {audit.NotCounted.map((course) => (
              <CourseLine key={course.CourseId} course={course} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
