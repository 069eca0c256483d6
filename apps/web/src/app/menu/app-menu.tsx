import {
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonMenu,
  IonMenuToggle,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import type { MenuGroup } from '@portal/contract/pages';
import { chevronDown } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUniversityName } from '../../lib/use-university-name';
import type { PageDefinition } from '../../lib/page-definition';
import { pages } from '../../pages';
import { pageForPath } from '../page-for-path';
import { menuModel } from './menu-model';
import { LanguageSwitch } from '../../components/language-switch';
import { SocialLinks } from '../social-links';
import { useMenuState } from '../../lib/menu-state';
import { useMenuContents } from './use-menu-contents';
import { useMenuEnabled } from './use-menu-enabled';
import { useMenuIcons } from './use-menu-icons';
import './app-menu.css';

/** The year printed in the menu footer (spec §9: menu footer year 2023). */
const MENU_COPYRIGHT_YEAR = 2023;

interface MenuItemProps {
  page: PageDefinition;
  /** Undefined until the menu's icons have loaded. */
  icon: { ios: string; md: string } | undefined;
  selected: boolean;
  /** Spec §2: items do not navigate while the menu is loading. */
  loading: boolean;
}

function MenuItem({ page, icon, selected, loading }: MenuItemProps) {
  const { t } = useTranslation();
  const router = useIonRouter();
  return (
    <IonMenuToggle autoHide={false}>
      <IonItem
        button
        className={selected ? 'menu-item menu-item--selected' : 'menu-item'}
        lines="none"
        detail={false}
        data-page={page.path}
        aria-current={selected ? 'page' : undefined}
        aria-disabled={loading ? 'true' : 'false'}
        onClick={(event) => {
          if (loading) {
            event.preventDefault();
            event.stopPropagation();
            return;
          }
          // A history entry per page opened from the menu: Back returns to the page it was opened on.
          router.push(`/${page.path}`, 'root');
        }}
      >
        <IonIcon aria-hidden="true" slot="start" ios={icon?.ios} md={icon?.md} />
        <IonLabel>{t(page.titleKey)}</IonLabel>
      </IonItem>
    </IonMenuToggle>
  );
}

interface MenuGroupSectionProps {
  group: MenuGroup;
  /** The group's items, drawn only while it is open. */
  children: ReactNode;
  open: boolean;
  onToggle: () => void;
}

/** One collapsible group: a button that opens it (closing the others) and its items. */
function MenuGroupSection({ group, children, open, onToggle }: MenuGroupSectionProps) {
  const { t } = useTranslation();
  const listId = `menu-group-${group}`;
  return (
    <section className={open ? 'menu-group menu-group--open' : 'menu-group'} data-group={group}>
      <h2 className="menu-group__heading">
        <button
          type="button"
          className="menu-group__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
        >
          <span>{t(`menu.groups.${group}`)}</span>
          <IonIcon icon={chevronDown} aria-hidden="true" className="menu-group__chevron" />
        </button>
      </h2>
      {open && (
        <IonList id={listId} className="menu-list">
          {children}
        </IonList>
      )}
    </section>
  );
}

/** The menu's contents; `registry` is the page registry (a test passes its own). */
export function MenuContents({ registry = pages }: { registry?: readonly PageDefinition[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const university = useUniversityName();
  const menu = useMenuState();
  const current = pageForPath(location.pathname, registry);
  const model = menuModel(registry, menu.pages, (page) => t(page.titleKey));
  const loading = menu.status === 'loading';
  const icons = useMenuIcons();
  const menuItem = (page: PageDefinition) => (
    <MenuItem
      key={page.path}
      page={page}
      icon={icons?.[page.icon]}
      selected={page === current}
      loading={loading}
    />
  );
  const currentGroup = current && model.groups.find((entry) => entry.pages.includes(current))?.group;
  const [openGroup, setOpenGroup] = useState<MenuGroup | undefined>(currentGroup);
  // Arriving on a page by URL opens its group, so the reader sees where they are.
  const [shownGroup, setShownGroup] = useState(currentGroup);
  if (currentGroup !== shownGroup) {
    setShownGroup(currentGroup);
    if (currentGroup) setOpenGroup(currentGroup);
  }

  return (
    <>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{t('app.title')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="menu-items" data-menu-state={menu.status}>
          <IonList className="menu-list">{model.top.map(menuItem)}</IonList>
          {model.groups.map(({ group, pages: items }) => (
            <MenuGroupSection
              key={group}
              group={group}
              open={openGroup === group}
              onToggle={() => {
                setOpenGroup((open) => (open === group ? undefined : group));
              }}
            >
              {items.map(menuItem)}
            </MenuGroupSection>
          ))}
        </div>
        <LanguageSwitch />
        <SocialLinks className="menu-social" />
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

/** The side menu (spec §2, id portalMenu): the registry's pages that the server's menu lists. */
export function AppMenu() {
  const { t } = useTranslation();
  const [showContents, renderContentsNow] = useMenuContents();
  const { status } = useMenuState();
  const enabled = useMenuEnabled();
  return (
    <IonMenu
      id="portalMenu"
      disabled={!enabled}
      contentId="main"
      type="overlay"
      aria-label={t('menu.label')}
      data-menu-state={status}
      onIonWillOpen={renderContentsNow}
    >
      {/* A disabled menu cannot open and the split pane does not show it (signed out, on the login page):
          its contents would only add work to that page's start. */}
      {enabled && showContents && <MenuContents />}
    </IonMenu>
  );
}
