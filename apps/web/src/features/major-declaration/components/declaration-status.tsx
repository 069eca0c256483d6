import type { MajorDeclarationRequest, MajorProgram } from '@portal/contract';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAJOR_DECLARATION_NAMESPACE } from '../translations';
import { useMajorName } from '../use-major-names';

/** The latest declaration: the major named, where it stands, the department's reason when it refused. */
export function DeclarationStatus({
  latest,
  current,
}: {
  latest: MajorDeclarationRequest;
  current: MajorProgram | null;
}) {
  const { t } = useTranslation(MAJOR_DECLARATION_NAMESPACE);
  const named = useMajorName();
  const major = latest.Major ?? current;
  return (
    <section className="major-card" aria-labelledby="major-latest">
      <h2 id="major-latest">{t('latest')}</h2>
      {latest.Major && <p>{t('latestMajor', { major: named(latest.Major) })}</p>}
      <p role="status" className={`major-state major-state--${latest.State}`}>
        {t(`state.${latest.State}`, { major: major ? named(major) : '' })}
      </p>
      {latest.OfficeNote && (latest.State === 'rejected' || latest.State === 'returned') && (
        <p className="major-reason">{t('reason', { note: latest.OfficeNote })}</p>
      )}
      <Link to={`/my-requests?order=${String(latest.OrderId)}`}>{t('openInRequests')}</Link>
    </section>
  );
}
