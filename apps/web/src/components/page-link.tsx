import { useIonRouter } from '@ionic/react';
import type { MobilePageName } from '@portal/contract/pages';
import type { MouseEvent, ReactNode } from 'react';
import './page-link.css';

interface PageLinkProps {
  /** The page, by its route (the registry's path). */
  path: MobilePageName;
  className?: string;
  children: ReactNode;
}

/**
 * A link to one of the portal's pages that opens it as the menu does (a root navigation in Ionic's router).
 * A plain anchor with the page's hash URL, so a modified click or a middle click opens it in a new tab like
 * any link; not ion-router-link, a web component with a shadow root of its own: home's tiles are part of
 * its start-up on a slow phone.
 */
export function PageLink({ path, className, children }: PageLinkProps) {
  const router = useIonRouter();
  function open(event: MouseEvent<HTMLAnchorElement>) {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick) return;
    event.preventDefault();
    router.push(`/${path}`, 'root');
  }
  return (
    <a href={`#/${path}`} className={['page-link', className ?? ''].filter(Boolean).join(' ')} onClick={open}>
      {children}
    </a>
  );
}
