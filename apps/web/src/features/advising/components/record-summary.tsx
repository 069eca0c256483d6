import type { AdvisingStudentData } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { ADVISING_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';
import '../advising.css';
import './record-summary.css';

/** The figures advising decides with: standing, GPA, credits earned, this term's load limits and load. */
export function RecordSummary({ student }: { student: AdvisingStudentData }) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const number = numberFormat(i18n.language);
  const gpa = numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const figures = [
    {
      label: t('advising:summary.gpa'),
      value: student.Gpa === null ? t('advising:summary.noGpa') : gpa.format(student.Gpa),
    },
    { label: t('advising:summary.earned'), value: number.format(student.EarnedCredits) },
    {
      label: t('advising:summary.limits'),
      value: t('advising:summary.limitsValue', {
        min: number.format(student.CreditLimits.Min),
        max: number.format(student.CreditLimits.Max),
      }),
    },
    { label: t('advising:summary.advised'), value: number.format(student.RegisteredCredits) },
  ];
  return (
    <section className="adv-card adv-summary" aria-label={t('advising:summary.label')}>
      <div className="adv-summary__who">
        <p className="adv-summary__program">
          {arabic ? student.ProgramNameAr : student.ProgramNameEn} ·{' '}
          {t('advising:summary.level', { level: number.format(student.Level) })}
        </p>
        <span className={`adv-chip adv-chip--standing-${student.Standing}`}>
          {t(`advising:standing.${student.Standing}`)}
        </span>
      </div>
      <dl className="adv-summary__figures">
        {figures.map((figure) => (
          <div key={figure.label} className="adv-summary__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
