import { IonButton, IonIcon } from '@ionic/react';
import { cameraOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeScanError, scanTicketNatively } from '../native-scanner';
import { DOOR_NAMESPACE } from '../translations';

/**
 * The camera in the iOS/Android app: each press opens the phone's own scanner screen for one ticket, which
 * closes by itself once it has read a QR code (or when the usher closes it).
 */
export function NativeCameraScanner({
  onCode,
  disabled,
}: {
  onCode: (code: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(DOOR_NAMESPACE);
  const [scanning, setScanning] = useState(false);
  const [installing, setInstalling] = useState(false);
  const [problem, setProblem] = useState('');

  async function start() {
    setProblem('');
    setScanning(true);
    try {
      const code = await scanTicketNatively(() => {
        setInstalling(true);
      });
      if (code !== null) onCode(code);
    } catch (error) {
      setProblem(t(`camera.native.${error instanceof NativeScanError ? error.problem : 'failed'}`));
    } finally {
      setScanning(false);
      setInstalling(false);
    }
  }

  return (
    <section className="door-camera" aria-label={t('camera.title')}>
      <IonButton disabled={disabled || scanning} onClick={() => void start()}>
        <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
        {t('camera.start')}
      </IonButton>
      {installing && (
        <p className="office-notice" role="status">
          {t('camera.native.installing')}
        </p>
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
