import type { OrderDetail } from '@portal/contract';
import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '../translations';

/** What the student must do next, in words; or who the request waits on, or that it is over. */
export function NextStep({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const text = order.NextStep ? t(`nextSteps.${order.NextStep}`) : t(`waiting.${order.State}`);
  return (
    <p className={`orders-next${order.NextStep ? ' orders-next--yours' : ''}`} role="status">
      <IonIcon icon={informationCircleOutline} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
