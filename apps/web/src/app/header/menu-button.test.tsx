import { menuController } from '@ionic/core/components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { resetMenuState, setMenuState, type MenuState } from '../../lib/menu-state';
import { MenuButton } from './menu-button';

const signedIn = vi.hoisted(() => ({ value: true }));
vi.mock('../../lib/use-session', () => ({
  useSession: () => (signedIn.value ? { token: { access_token: 'token' } } : { token: undefined }),
}));

afterEach(() => {
  cleanup();
  resetMenuState();
  signedIn.value = true;
  vi.restoreAllMocks();
});

function renderButton(menu: MenuState) {
  setMenuState(menu);
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MenuButton />
    </I18nextProvider>,
  );
}

const menuButton = () => screen.queryByRole('button', { name: 'Open menu' });

describe('menu button (spec §4: the menu opens once it has loaded)', () => {
  it('opens Ionic’s menu once the menu is built', () => {
    const toggle = vi.spyOn(menuController, 'toggle').mockResolvedValue(true);
    renderButton({ status: 'ready', pages: new Set(['home']) });
    const button = menuButton();
    expect(button).not.toBeNull();
    fireEvent.click(button as HTMLElement);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('stays while a reload of a built menu runs', () => {
    renderButton({ status: 'loading', pages: new Set(['home']) });
    expect(menuButton()).not.toBeNull();
  });

  it('is absent before the first menu load, when the menu was refused, and signed out', () => {
    renderButton({ status: 'loading', pages: new Set() });
    expect(menuButton()).toBeNull();
    cleanup();
    renderButton({ status: 'refused', pages: new Set() });
    expect(menuButton()).toBeNull();
    cleanup();
    signedIn.value = false;
    renderButton({ status: 'ready', pages: new Set(['home']) });
    expect(menuButton()).toBeNull();
  });
});
