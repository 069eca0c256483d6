import { useTranslation } from 'react-i18next';
import { OfficePanel } from '../../../components/office/office-panel';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { useOfficeOrder } from '../api/get-office-order';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { IssuedDocument } from './issued-document';
import { OrderAnswers } from './order-answers';
import { OrderDocuments } from './order-documents';
import { OrderFacts } from './order-facts';
import { OrderLog } from './order-log';
import { OrderMoves } from './order-moves';
import { ResultUpload } from './result-upload';

/** A request opened from the queue: read it, review it, move it on. */
export function OrderPanel({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const opened = useOfficeOrder(orderId);
  const order = opened.data;

  return (
    <OfficePanel
      title={
        order &&
        `${t('studentServices:detail.title', { number: order.Number })} · ${format.named(order.TypeNameEn, order.TypeNameAr)}`
      }
      closeLabel={t('studentServices:detail.close')}
      onClose={onClose}
      opened={opened}
    >
      {order && (
        <>
          <OrderFacts order={order} />
          <OrderMoves order={order} />
          <h3>{t('studentServices:detail.answers')}</h3>
          <OrderAnswers order={order} />
          <h3>{t('studentServices:detail.documents')}</h3>
          <OrderDocuments order={order} />
          {order.Issued && (
            <>
              <h3>{t('studentServices:issued.title')}</h3>
              <IssuedDocument order={order} />
            </>
          )}
          {(order.State === 'approved' || order.HasResult) && (
            <>
              <h3>{t('studentServices:detail.result')}</h3>
              {order.HasResult && <p>{t('studentServices:detail.hasResult')}</p>}
              {order.State === 'approved' && <ResultUpload order={order} />}
            </>
          )}
          <h3>{t('studentServices:detail.log')}</h3>
          <OrderLog log={order.Log} />
        </>
      )}
    </OfficePanel>
  );
}
