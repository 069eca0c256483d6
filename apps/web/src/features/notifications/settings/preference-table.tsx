import { IonIcon, IonToggle } from '@ionic/react';
import {
  NOTIFICATION_CHANNELS,
  PREFERENCE_TOPICS,
  type MessageTopic,
  type NotificationChannel,
  type NotificationPreference,
} from '@portal/contract';
import { lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_NAMESPACE } from '../translations';

interface PreferenceTableProps {
  preferences: readonly NotificationPreference[];
  /** The switch being saved now: it waits for the answer before it can be flipped again. */
  saving: { topic: MessageTopic; channel: NotificationChannel } | null;
  onChange: (topic: MessageTopic, channel: NotificationChannel, enabled: boolean) => void;
}

/** Topics down, channels across: one switch per cell; a locked topic shows its switches on and says why. */
export function PreferenceTable({ preferences, saving, onChange }: PreferenceTableProps) {
  const { t } = useTranslation(['translation', NOTIFICATIONS_NAMESPACE]);
  const find = (topic: MessageTopic, channel: NotificationChannel) =>
    preferences.find((row) => row.Topic === topic && row.Channel === channel);
  return (
    <table className="notify-settings-table">
      <caption className="notify-settings-caption">{t('notifications:settings.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notifications:settings.topicHeading')}</th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <th scope="col" key={channel} className="notify-settings-channel">
              {t(`notifications:settings.channel.${channel}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PREFERENCE_TOPICS.map((topic) => {
          const locked = NOTIFICATION_CHANNELS.some((channel) => find(topic, channel)?.Locked);
          const topicName = t(`notifications:settings.topic.${topic}`);
          return (
            <tr key={topic} className={locked ? 'notify-settings-row--locked' : undefined}>
              <th scope="row">
                <span className="notify-settings-topic">
                  {locked && <IonIcon icon={lockClosedOutline} aria-hidden="true" />}
                  {topicName}
                </span>
                <span className="notify-settings-about">{t(`notifications:settings.about.${topic}`)}</span>
                {locked && (
                  <span className="notify-settings-about notify-settings-why">
                    {t('notifications:settings.lockedWhy')}
                  </span>
                )}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const row = find(topic, channel);
                const label = t('notifications:settings.switchLabel', {
                  topic: topicName,
                  channel: t(`notifications:settings.channel.${channel}`),
                });
                return (
                  <td key={channel}>
                    <IonToggle
                      aria-label={locked ? `${label} (${t('notifications:settings.locked')})` : label}
                      checked={row?.Enabled ?? false}
                      disabled={locked || (saving?.topic === topic && saving.channel === channel)}
                      onIonChange={(event) => {
                        onChange(topic, channel, event.detail.checked);
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
