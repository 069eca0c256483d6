import { IonButton, IonIcon, useIonViewWillLeave } from '@ionic/react';
import { cameraOutline, stopCircleOutline } from 'ionicons/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrDetector } from '../barcode-detector';
import { DOOR_NAMESPACE } from '../translations';

/** Time between two looks at the video, and how long the same code is ignored after it was read. */
const LOOK_EVERY_MS = 250;
const SAME_CODE_MS = 4_000;

/**
 * The phone's back camera reading QR codes, started by the usher; stopped when they stop it, leave the page
 * or put the app in the background, so the camera is never left running unseen.
 */
export function CameraScanner({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const { t } = useTranslation(DOOR_NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream>(null);
  const timer = useRef<number>(undefined);
  const last = useRef({ code: '', at: 0 });
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState('');
  const read = useRef(onCode);
  useEffect(() => {
    read.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => {
      track.stop();
    });
    stream.current = null;
    setOn(false);
  }, []);

  async function start() {
    const detector = qrDetector();
    if (!detector || !video.current) return;
    setProblem('');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      setProblem(t('camera.denied'));
      return;
    }
    const screen = video.current;
    screen.srcObject = stream.current;
    await screen.play();
    setOn(true);
    const look = async () => {
      const [found] = await detector.detect(screen).catch(() => []);
      const now = Date.now();
      if (found && (found.rawValue !== last.current.code || now - last.current.at > SAME_CODE_MS)) {
        last.current = { code: found.rawValue, at: now };
        read.current(found.rawValue);
      }
      timer.current = window.setTimeout(() => void look(), LOOK_EVERY_MS);
    };
    void look();
  }

  useEffect(() => {
    const hidden = () => {
      if (document.hidden) stop();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      stop();
    };
  }, [stop]);
  useIonViewWillLeave(stop);

  return (
    <section className="door-camera" aria-label={t('camera.title')}>
      <video
        ref={video}
        className="door-camera__video"
        hidden={!on}
        muted
        playsInline
        aria-label={t('camera.view')}
      />
      {on ? (
        <IonButton fill="outline" onClick={stop}>
          <IonIcon slot="start" icon={stopCircleOutline} aria-hidden="true" />
          {t('camera.stop')}
        </IonButton>
      ) : (
        <IonButton disabled={disabled} onClick={() => void start()}>
          <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
          {t('camera.start')}
        </IonButton>
      )}
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
