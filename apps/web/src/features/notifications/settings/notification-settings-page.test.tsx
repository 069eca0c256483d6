import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type * as Ionic from '@ionic/react';
import {
  CHANNEL_DEFAULTS,
  NOTIFICATION_CHANNELS,
  PREFERENCE_TOPICS,
  type NotificationPreference,
} from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../../lib/portal-stub-testing';
import NotificationSettingsPage from './notification-settings-page';

const READ = '/api/Notify/GetNotificationPreferences';
const SAVE = '/api/Notify/SaveNotificationPreference';

/* In the simulated DOM, Ionic's React wrappers attach no listener: a checkbox stands in for the toggle. */
vi.mock('@ionic/react', async (original) => ({
  ...(await original<typeof Ionic>()),
  IonToggle: ({
    checked,
    disabled,
    onIonChange,
    'aria-label': label,
  }: {
    checked: boolean;
    disabled: boolean;
    onIonChange: (event: { detail: { checked: boolean } }) => void;
    'aria-label': string;
  }) => (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => {
        onIonChange({ detail: { checked: event.target.checked } });
      }}
    />
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function preferences(off: { topic: string; channel: string }[] = []): {
  Preferences: NotificationPreference[];
} {
  return {
    Preferences: PREFERENCE_TOPICS.flatMap((topic) =>
      NOTIFICATION_CHANNELS.map((channel) => {
        const locked = topic === 'security';
        const turnedOff = off.some((row) => row.topic === topic && row.channel === channel);
        return {
          Topic: topic,
          Channel: channel,
          Enabled: locked || (!turnedOff && CHANNEL_DEFAULTS[channel]),
          Locked: locked,
        };
      }),
    ),
  };
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('Notification settings page', () => {
  it('shows every topic × channel at its state, security locked on with the reason', async () => {
    stubPortal({ [READ]: ok(preferences()) });
    renderPage(<NotificationSettingsPage />, { at: '/notification-settings' });
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Payments: Push' })).checked).toBe(
      true,
    );
    expect(toggle('Payments: In-app').checked).toBe(true);
    expect(toggle('Payments: Email').checked).toBe(false);
    const security = toggle('Security notices: Push (always on)');
    expect(security.checked).toBe(true);
    expect(security.disabled).toBe(true);
    expect(screen.getByText('Always on: a security notice must reach you.')).toBeTruthy();
    expect(screen.getByText(/Announcements you must accept always appear/)).toBeTruthy();
  });

  it('turns payment pushes off, sends that one switch and says it was saved', async () => {
    const sent = stubPortal({
      [READ]: ok(preferences()),
      [SAVE]: ok(preferences([{ topic: 'payments', channel: 'push' }])),
    });
    renderPage(<NotificationSettingsPage />, { at: '/notification-settings' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Payments: Push' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: Payments no longer reach you by Push.',
    );
    expect(sent.find((call) => call.path === SAVE)?.body).toEqual({
      Topic: 'payments',
      Channel: 'push',
      Enabled: false,
    });
    expect(toggle('Payments: Push').checked).toBe(false);
  });

  it('says why a save was refused and shows the switch as it is stored', async () => {
    stubPortal({
      [READ]: ok(preferences()),
      [SAVE]: refusal('422', 'Security notices always reach you: they cannot be turned off.'),
    });
    renderPage(<NotificationSettingsPage />, { at: '/notification-settings' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Exams: Email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('cannot be turned off');
    await waitFor(() => {
      expect(toggle('Exams: Email').checked).toBe(false);
    });
  });

  it('says so when the settings cannot be loaded', async () => {
    stubPortal({ [READ]: { status: 500, envelope: { Status: '500', ReturnObject: null } } });
    renderPage(<NotificationSettingsPage />, { at: '/notification-settings' });
    expect(await screen.findByText('Your notification settings could not be loaded')).toBeTruthy();
  });

  it('in Arabic, names the page, the topics and the channels', async () => {
    stubPortal({ [READ]: ok(preferences()) });
    renderPage(<NotificationSettingsPage />, { at: '/notification-settings', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الإشعارات' })).toBeTruthy();
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: 'المدفوعات: إشعار' })).checked,
    ).toBe(true);
    expect(toggle('تنبيهات الأمان: البريد (مفعّل دائمًا)').disabled).toBe(true);
  });
});
