import type { MobilePageName } from '@portal/contract/pages';
import { chevronForward } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon/icon';
import { usePageLinkable } from '../../../lib/page-access';
import { PageLink } from '../../../components/page-link';

interface DashboardTileProps {
  icon: string;
  title: string;
  children: ReactNode;
  /** The page the tile leads to, with the link's text; shown only when the page can be opened. */
  link?: { path: MobilePageName; label: string };
  tone?: 'default' | 'attention';
}

/** One card of the home dashboard: icon, title, what is on, and a link to the page where it is handled. */
export function DashboardTile({ icon, title, children, link, tone = 'default' }: DashboardTileProps) {
  const openable = usePageLinkable(link?.path ?? 'home');
  return (
    <section className={`tile tile--${tone}`} aria-label={title}>
      <header className="tile__header">
        <span className="tile__icon">
          <Icon icon={icon} />
        </span>
        <h2 className="tile__title">{title}</h2>
      </header>
      <div className="tile__body">{children}</div>
      {link && openable && (
        <PageLink path={link.path} className="tile__link">
          {link.label}
          <Icon icon={chevronForward} className="tile__link-icon" flipRtl />
        </PageLink>
      )}
    </section>
  );
}
