import { IonButton, IonIcon, useIonToast } from '@ionic/react';
import { copyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { COPY_NAMESPACE } from './translations';

/**
 * Copies a code or reference (a library code, a payment reference) with the Clipboard API and says so in a
 * short toast, or how to copy it by hand. `label` names what is copied for screen readers, since the
 * visible word is only "Copy".
 */
export function CopyButton({
  text,
  label,
  size,
}: {
  text: string;
  label: string;
  size?: 'small' | 'default';
}) {
  const { t } = useTranslation(['translation', COPY_NAMESPACE]);
  const [presentToast] = useIonToast();

  async function copy() {
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false;
    }
    await presentToast({
      message: copied ? t('copy:copied') : t('copy:failed'),
      duration: copied ? 1500 : 4000,
      position: 'bottom',
      color: 'dark',
    });
  }

  return (
    <IonButton size={size} fill="outline" aria-label={label} onClick={() => void copy()}>
      <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
      {t('copy:button')}
    </IonButton>
  );
}
