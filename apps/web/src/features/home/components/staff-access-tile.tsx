import { shieldCheckmarkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useImpersonationHistory } from '../api/get-impersonation-history';
import { DashboardTile } from './dashboard-tile';
import { useUniversityTime } from '../../../lib/university-instant';

/**
 * "When staff acted as you" (issue: impersonation is visible to the student): who, why, when and how many
 * changes they made. Shown only when it has happened.
 */
export function StaffAccessTile() {
  const { t } = useTranslation();
  const formatInstant = useUniversityTime();
  const history = useImpersonationHistory();
  if (!history.data || history.data.length === 0) return null;
  return (
    <DashboardTile icon={shieldCheckmarkOutline} title={t('home.staffAccessTitle')}>
      <p className="tile__caption">{t('home.staffAccessIntro')}</p>
      <ul className="staff-access-list">
        {history.data.map((record) => (
          <li key={record.StartedAt}>
            <p className="staff-access-list__who">
              {t('home.staffAccessWho', {
                name: record.StaffName,
                when: formatInstant(record.StartedAt, 'dateTime'),
              })}
            </p>
            <p className="staff-access-list__reason">
              {t('home.staffAccessReason', { reason: record.Reason })}
            </p>
            <p className="staff-access-list__writes">
              {record.EndedAt === null
                ? t('home.staffAccessOngoing')
                : t('home.staffAccessWrites', { count: record.Writes })}
            </p>
          </li>
        ))}
      </ul>
    </DashboardTile>
  );
}
