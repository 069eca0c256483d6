import { IonIcon } from '@ionic/react';
import { checkmarkCircle, closeCircle, cloudOfflineOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../../lib/university-instant';
import { DOOR_NAMESPACE } from '../translations';
import type { ScanResult } from '../use-door-scans';

const LOOKS = {
  admitted: { icon: checkmarkCircle, tone: 'door-result--admitted' },
  refused: { icon: closeCircle, tone: 'door-result--refused' },
  queued: { icon: cloudOfflineOutline, tone: 'door-result--queued' },
  failed: { icon: warningOutline, tone: 'door-result--queued' },
};

/**
 * The last scan's answer, big enough to read at arm's length: admit (green, who, whose guest) or do not
 * admit (red, the server's reason: already admitted — who, when, at which gate — unknown, cancelled,
 * another event's); queued while offline.
 */
export function ScanResultPanel({ result }: { result: ScanResult | undefined }) {
  const { t } = useTranslation(DOOR_NAMESPACE);
  const instant = useUniversityTime();
  if (!result) return <div role="status" className="door-result" />;
  const look = LOOKS[result.kind];
  const lines = () => {
    switch (result.kind) {
      case 'admitted': {
        const { admission } = result;
        return (
          <>
            <p className="door-result__name">{admission.HolderName}</p>
            <p>
              {admission.Holder === 'guest'
                ? t('result.guestOf', { student: admission.StudentName, code: admission.StudentCode })
                : t('result.student', { code: admission.StudentCode })}
            </p>
            <p>{t('result.at', { gate: admission.Gate, at: instant(admission.AdmittedAt, 'time') })}</p>
          </>
        );
      }
      case 'refused':
      case 'failed':
        return <p className="door-result__name">{result.message}</p>;
      case 'queued':
        return <p>{t('result.queuedDetail')}</p>;
    }
  };
  return (
    <div role="status" className={`door-result ${look.tone}`}>
      <h2>
        <IonIcon icon={look.icon} aria-hidden="true" /> {t(`result.${result.kind}`)}
      </h2>
      {lines()}
    </div>
  );
}
