import {
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonMenu,
  IonMenuToggle,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/use-session';
import { useUniversityName } from '../lib/use-university-name';
import { menuModel, pageAllowed, pageForPath, pages, type PageDefinition } from '../pages';
import { LanguageSwitch } from './language-switch';
import { useMenuContents } from './use-menu-contents';
import './app-menu.css';

/** The year printed in the menu footer (spec §9: menu footer year 2023). */
const MENU_COPYRIGHT_YEAR = 2023;

function MenuItem({ page, selected }: { page: PageDefinition; selected: boolean }) {
  const { t } = useTranslation();
  return (
    <IonMenuToggle autoHide={false}>
      <IonItem
        className={selected ? 'menu-item menu-item--selected' : 'menu-item'}
        routerLink={`/${page.path}`}
        routerDirection="root"
        lines="none"
        detail={false}
        aria-current={selected ? 'page' : undefined}
      >
        <IonIcon aria-hidden="true" slot="start" ios={page.icon.ios} md={page.icon.md} />
        <IonLabel>{t(page.titleKey)}</IonLabel>
      </IonItem>
    </IonMenuToggle>
  );
}

function MenuContents() {
  const { t } = useTranslation();
  const location = useLocation();
  const university = useUniversityName();
  const current = pageForPath(location.pathname);
  const roles = useSession().profile?.Roles ?? [];
  const visible = pages.filter((page) => pageAllowed(page, roles));
  const model = menuModel(visible, (page) => t(page.titleKey));

  return (
    <>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{t('app.title')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList className="menu-list">
          {model.top.map((page) => (
            <MenuItem key={page.path} page={page} selected={page === current} />
          ))}
        </IonList>
        {model.groups.map(({ group, pages: groupPages }) => (
          <IonList key={group} className="menu-list">
            <IonListHeader>{t(`menu.groups.${group}`)}</IonListHeader>
            {groupPages.map((page) => (
              <MenuItem key={page.path} page={page} selected={page === current} />
            ))}
          </IonList>
        ))}
        <LanguageSwitch />
      </IonContent>
      {/* Not an IonFooter: that is a contentinfo landmark, which must not sit inside the menu's navigation. */}
      <div className="menu-footer">
        <p>
          {t('app.menuCopyright', { year: MENU_COPYRIGHT_YEAR, university: university ?? t('app.title') })}
        </p>
      </div>
    </>
  );
}

/** The side menu (spec §2, id portalMenu), drawn from the page registry. */
export function AppMenu() {
  const { t } = useTranslation();
  const [showContents, renderContentsNow] = useMenuContents();
  // Spec §4: signed out, the menu is closed and disabled (the login page has no shell).
  const signedIn = useSession().token !== undefined;
  return (
    <IonMenu
      id="portalMenu"
      disabled={!signedIn}
      contentId="main"
      type="overlay"
      aria-label={t('menu.label')}
      onIonWillOpen={renderContentsNow}
    >
      {showContents && <MenuContents />}
    </IonMenu>
  );
}
