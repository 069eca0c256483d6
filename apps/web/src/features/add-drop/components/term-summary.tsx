import type { AddDropStudentData } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { instantLabel } from '../../../lib/university-instant';
import { useSectionWords } from '../section-words';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './term-summary.css';

/** Credits held now against this term's limits, and when the window closes. */
export function TermSummary({ student, timeZone }: { student: AddDropStudentData; timeZone: string }) {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  return (
    <section className="add-drop-summary" aria-label={t('addDrop:summaryLabel')}>
      <dl>
        <div>
          <dt>{t('addDrop:creditsNow')}</dt>
          <dd>{words.credits(student.RegisteredCredits)}</dd>
        </div>
        <div>
          <dt>{t('addDrop:creditLimit')}</dt>
          <dd>
            {t('addDrop:creditRange', { min: student.CreditLimits.Min, max: student.CreditLimits.Max })}
          </dd>
        </div>
      </dl>
      {student.Window && (
        <p className="add-drop-summary__window">
          {t('addDrop:closes', {
            when: instantLabel(student.Window.ClosesAt, timeZone, i18n.language, 'dateTime'),
          })}
        </p>
      )}
    </section>
  );
}
