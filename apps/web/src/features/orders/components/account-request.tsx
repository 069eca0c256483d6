import type { OrderSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStudentOrder } from '../api/get-student-order';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';
import { StateChip } from './state-chip';

/** One of the student's account requests: its number, kind and state, and the IT desk's note once it wrote one. */
export function AccountRequest({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  // The list's rows carry no note: the request's own read does (and is shared with "My requests").
  const detail = useStudentOrder(order.OrderId);
  const note = detail.data?.OfficeNote;
  return (
    <li className="orders-account">
      <span className="orders-card__top">
        <bdi className="orders-card__number" dir="ltr">
          {order.Number}
        </bdi>
        <StateChip state={order.State} />
      </span>
      <span className="orders-card__type">{format.local(order.TypeNameEn, order.TypeNameAr)}</span>
      <span className="orders-card__dates">
        {order.SubmittedAt
          ? t('list.submitted', { date: format.date(order.SubmittedAt) })
          : t('list.notSubmitted')}
      </span>
      {note && (
        <p className="orders-account__note">
          {/* The desk writes in either language: the note keeps its own direction. */}
          <strong>{t('sso.deskNote')}</strong> <bdi>{note}</bdi>
        </p>
      )}
      <Link className="orders-account__open" to={`/my-requests?order=${String(order.OrderId)}`}>
        {t('sso.open')}
      </Link>
    </li>
  );
}
