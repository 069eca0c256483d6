import type { OrderSummary } from '@portal/contract';
import { IonIcon } from '@ionic/react';
import { chevronForward } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';
import { StateChip } from './state-chip';

/** One request in the list: number, type, course, state, when it was sent and when a decision is due. */
export function OrderCard({ order, onOpen }: { order: OrderSummary; onOpen: (orderId: number) => void }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const course =
    order.CourseCode &&
    `${order.CourseCode} ${format.local(order.CourseNameEn ?? '', order.CourseNameAr ?? '')}`.trim();
  return (
    <li>
      <button
        type="button"
        className="orders-card"
        onClick={() => {
          onOpen(order.OrderId);
        }}
      >
        <span className="orders-card__top">
          <bdi className="orders-card__number" dir="ltr">
            {order.Number}
          </bdi>
          <StateChip state={order.State} />
        </span>
        <span className="orders-card__type">{format.local(order.TypeNameEn, order.TypeNameAr)}</span>
        {course && <span className="orders-card__course">{course}</span>}
        <span className="orders-card__dates">
          {order.SubmittedAt
            ? t('list.submitted', { date: format.date(order.SubmittedAt) })
            : t('list.notSubmitted')}
          {order.DueAt && ` · ${t('list.due', { date: format.date(order.DueAt) })}`}
        </span>
        <IonIcon icon={chevronForward} className="orders-card__go orders-flip" aria-hidden="true" />
      </button>
    </li>
  );
}
