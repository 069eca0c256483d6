import type { DeclarableMajor } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { MAJOR_DECLARATION_NAMESPACE } from '../translations';
import { useMajorName } from '../use-major-names';

/** The faculty's majors that cannot be declared, each with why (Tanseek places it, already yours). */
export function NotDeclarableMajors({ majors }: { majors: readonly DeclarableMajor[] }) {
  const { t } = useTranslation(MAJOR_DECLARATION_NAMESPACE);
  const named = useMajorName();
  const competitive = majors.some((major) => major.Competitive);
  if (majors.length === 0) return null;
  return (
    <section className="major-card" aria-labelledby="major-not-declarable">
      <h2 id="major-not-declarable">{t('notDeclarable')}</h2>
      <ul className="major-list">
        {majors.map((major) => (
          <li key={major.ProgramId}>
            <strong>{named(major)}</strong>
            <span className="major-muted"> · {major.NotDeclarableReason}</span>
          </li>
        ))}
      </ul>
      {competitive && <p className="major-muted">{t('tanseekNote')}</p>}
    </section>
  );
}
