import { IonButton, IonIcon } from '@ionic/react';
import type { OrderDetail } from '@portal/contract';
import { arrowBack, downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useDownload } from '../../../lib/use-download';
import { orders } from '@portal/contract/calls';
import { useStudentOrder } from '../api/get-student-order';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';
import { ActionLog } from './action-log';
import { FeePayment } from './fee-payment';
import { NextStep } from './next-step';
import { OrderActions } from './order-actions';
import { OrderAnswers } from './order-answers';
import { OrderDocuments } from './order-documents';
import { StateChip } from './state-chip';

/** One request in full, opened from the list or landed on after filing it. */
export function OrderDetailView({ orderId, onBack }: { orderId: number; onBack: () => void }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const order = useStudentOrder(orderId);
  return (
    <>
      <IonButton fill="clear" size="small" onClick={onBack}>
        <IonIcon slot="start" icon={arrowBack} className="orders-flip" aria-hidden="true" />
        {t('detail.back')}
      </IonButton>
      <QueryState query={order} errorTitle={t('detail.errorTitle')}>
        {(data) => <OrderDetailBody order={data} />}
      </QueryState>
    </>
  );
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const download = useDownload();
  const course =
    order.CourseCode &&
    `${order.CourseCode} ${format.local(order.CourseNameEn ?? '', order.CourseNameAr ?? '')}`.trim();
  return (
    <article className="request-detail" aria-label={order.Number}>
      <header className="request-detail__head">
        <h1>{format.local(order.TypeNameEn, order.TypeNameAr)}</h1>
        <StateChip state={order.State} />
      </header>
      <dl className="request-facts">
        <dt>{t('detail.number')}</dt>
        <dd>
          <bdi dir="ltr">{order.Number}</bdi>
        </dd>
        {course && (
          <>
            <dt>{t('detail.course')}</dt>
            <dd>{course}</dd>
          </>
        )}
        <dt>{t('detail.submitted')}</dt>
        <dd>{order.SubmittedAt ? format.dateTime(order.SubmittedAt) : t('list.notSubmitted')}</dd>
        {order.DueAt && (
          <>
            <dt>{t('detail.due')}</dt>
            <dd>{format.date(order.DueAt)}</dd>
          </>
        )}
      </dl>
      <NextStep order={order} />
      {order.OfficeNote && (
        <section className="request-note" aria-label={t('detail.officeNote')}>
          <h2>{t('detail.officeNote')}</h2>
          <p>{order.OfficeNote}</p>
        </section>
      )}
      {order.NextStep === 'pay' && <FeePayment order={order} />}
      {order.Issued?.RevokedAt && (
        <p className="orders-revoked" role="note">
          {t('detail.revoked', { date: format.date(order.Issued.RevokedAt) })}
        </p>
      )}
      {order.HasResult && !order.Issued?.RevokedAt && (
        <IonButton
          onClick={() =>
            void download({
              call: orders.getCompleteDocument,
              body: { OrderId: order.OrderId },
              fileName: `${order.Number}.pdf`,
            })
          }
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('detail.downloadResult')}
        </IonButton>
      )}
      <OrderAnswers order={order} />
      <OrderDocuments order={order} />
      <OrderActions order={order} />
      <ActionLog orderId={order.OrderId} />
    </article>
  );
}
