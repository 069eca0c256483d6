import type { MessageTopic, NotificationChannel } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../../components/page-body';
import { QueryState } from '../../../components/query-state/query-state';
import { errorMessage } from '../../../lib/error-message';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreference } from '../api/save-notification-preference';
import { NOTIFICATIONS_NAMESPACE } from '../translations';
import { PreferenceTable } from './preference-table';
import './notification-settings.css';

interface Choice {
  topic: MessageTopic;
  channel: NotificationChannel;
  enabled: boolean;
}

/**
 * Route `notification-settings` (opened from the message centre): what reaches the student, per topic and
 * channel. Each switch is saved as it is flipped; the answer (every preference) replaces the table.
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation(['translation', NOTIFICATIONS_NAMESPACE]);
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  const [last, setLast] = useState<Choice | null>(null);
  // A refused or failed save leaves the stored switch as it was: redrawing the table puts it back.
  const [redraw, setRedraw] = useState(0);

  function choose(topic: MessageTopic, channel: NotificationChannel, enabled: boolean) {
    setLast({ topic, channel, enabled });
    save.mutate(
      { Topic: topic, Channel: channel, Enabled: enabled },
      {
        onError: () => {
          setRedraw((count) => count + 1);
        },
      },
    );
  }

  const saved =
    last &&
    t(last.enabled ? 'notifications:settings.savedOn' : 'notifications:settings.savedOff', {
      topic: t(`notifications:settings.topic.${last.topic}`),
      channel: t(`notifications:settings.channel.${last.channel}`),
    });

  return (
    <PageBody>
      <header className="notify-settings-intro">
        <h1>{t('pages.notification-settings')}</h1>
        <p>{t('notifications:settings.intro')}</p>
      </header>
      <QueryState query={preferences} errorTitle={t('notifications:settings.loadFailed')}>
        {(data) => (
          <PreferenceTable
            key={redraw}
            preferences={data.Preferences}
            saving={save.isPending && last ? last : null}
            onChange={choose}
          />
        )}
      </QueryState>
      <p className="notify-settings-feedback" role="status">
        {save.isPending && t('notifications:settings.saving')}
        {save.isSuccess && saved}
      </p>
      {save.isError && (
        <p className="notify-settings-problem" role="alert">
          {errorMessage(save.error, t)}
        </p>
      )}
      <ul className="notify-settings-notes">
        <li>{t('notifications:settings.mustAccept')}</li>
        <li>{t('notifications:settings.pushDevice')}</li>
        <li>{t('notifications:settings.emailAddress')}</li>
      </ul>
    </PageBody>
  );
}
