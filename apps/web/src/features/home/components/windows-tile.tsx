import type { TermWindowView } from '@portal/contract';
import { calendarOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useStudentAuthData } from '../../student/api/get-student-auth-data';
import { WINDOW_PAGES } from '../window-pages';
import { usePageLinkable } from '../../../lib/page-access';
import { DashboardTile } from './dashboard-tile';
import { useUniversityTime } from '../../../lib/university-instant';
import { PageLink } from '../../../components/page-link';

function WindowRow({ window: termWindow, open }: { window: TermWindowView; open: boolean }) {
  const { t } = useTranslation();
  const formatInstant = useUniversityTime();
  const when = formatInstant(open ? termWindow.ClosesAt : termWindow.OpensAt, 'dateTime');
  const page = WINDOW_PAGES[termWindow.Kind] ?? 'home';
  const openable = usePageLinkable(page) && page !== 'home';
  const name = t(`home.windows.${termWindow.Kind}`, { defaultValue: termWindow.Kind });
  return (
    <li className="window-row">
      {openable ? <PageLink path={page}>{name}</PageLink> : <span className="window-row__name">{name}</span>}
      <span className="window-row__when">
        {open ? t('home.closesAt', { when }) : t('home.opensAt', { when })}
      </span>
    </li>
  );
}

/** The term's self-service windows: open now (with closing times), then what opens next. */
export function WindowsTile() {
  const { t, i18n } = useTranslation();
  const authData = useStudentAuthData();
  if (!authData.data) return null;
  const { OpenWindows, UpcomingWindows, CurrentTerm } = authData.data;
  const term = CurrentTerm
    ? currentLanguage(i18n) === 'ar'
      ? CurrentTerm.NameAr
      : CurrentTerm.NameEn
    : undefined;
  return (
    <DashboardTile
      icon={calendarOutline}
      title={term ? t('home.windowsTitleTerm', { term }) : t('home.windowsTitle')}
    >
      {OpenWindows.length === 0 && UpcomingWindows.length === 0 && (
        <p className="tile__caption">{t('home.noWindows')}</p>
      )}
      {OpenWindows.length > 0 && (
        <>
          <h3 className="tile__subtitle">{t('home.openNow')}</h3>
          <ul className="window-list">
            {OpenWindows.map((window) => (
              <WindowRow key={window.Kind} window={window} open />
            ))}
          </ul>
        </>
      )}
      {UpcomingWindows.length > 0 && (
        <>
          <h3 className="tile__subtitle">{t('home.comingUp')}</h3>
          <ul className="window-list">
            {UpcomingWindows.slice(0, 3).map((window) => (
              <WindowRow key={window.Kind} window={window} open={false} />
            ))}
          </ul>
        </>
      )}
    </DashboardTile>
  );
}
