import { documentTextOutline, peopleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { usePageLinkable } from '../../../lib/page-access';
import { DashboardTile } from './dashboard-tile';

/** A staff member's home: their tools, as the server's menu allows them. */
export function StaffHome() {
  const { t } = useTranslation();
  const canImpersonate = usePageLinkable('impersonate');
  const canReadLog = usePageLinkable('logger');
  return (
    <div className="dashboard">
      {canImpersonate && (
        <DashboardTile
          icon={peopleOutline}
          title={t('pages.impersonate')}
          link={{ path: 'impersonate', label: t('home.openImpersonate') }}
        >
          <p className="tile__caption">{t('home.impersonateIntro')}</p>
        </DashboardTile>
      )}
      {canReadLog && (
        <DashboardTile
          icon={documentTextOutline}
          title={t('pages.logger')}
          link={{ path: 'logger', label: t('home.openLogger') }}
        >
          <p className="tile__caption">{t('home.loggerIntro')}</p>
        </DashboardTile>
      )}
    </div>
  );
}
