import type { AcademicStanding } from '@portal/contract';
import { IonIcon } from '@ionic/react';
import { alertCircle, ribbon, shieldCheckmark, warning } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import '../transcript.css';
import './standing-badge.css';

const ICONS: Record<AcademicStanding, string> = {
  honors: ribbon,
  good: shieldCheckmark,
  warning: warning,
  probation: alertCircle,
};

/** The standing in words, with an icon and a colour that only repeat what the words say. */
export function StandingBadge({ standing }: { standing: AcademicStanding }) {
  const { t } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  return (
    <span className={`standing-badge standing-badge--${standing}`}>
      <IonIcon icon={ICONS[standing]} aria-hidden="true" />
      {t(`transcript:standings.${standing}`)}
    </span>
  );
}
