import { menuController } from '@ionic/core/components';
import { menuSharp } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { useMenuEnabled } from '../menu/use-menu-enabled';

/**
 * Opens the side menu on a phone (the split pane shows it beside the page on a wide screen, where the
 * stylesheet hides this button). Like Ionic's menu button it is absent while the menu cannot open (spec §4:
 * before the menu has loaded, or signed out). A plain button, not ion-menu-button: every page's header is
 * part of the first render, and each Ionic element there costs start-up time on a slow phone.
 */
export function MenuButton() {
  const { t } = useTranslation();
  const enabled = useMenuEnabled();
  if (!enabled) return null;
  return (
    <button
      type="button"
      className="page-header__button page-header__menu-button"
      aria-label={t('app.openMenu')}
      onClick={() => void menuController.toggle()}
    >
      <Icon icon={menuSharp} />
    </button>
  );
}
