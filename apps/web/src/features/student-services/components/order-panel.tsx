import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useOfficeOrder } from '../api/get-office-order';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { IssuedDocument } from './issued-document';
import { OrderAnswers } from './order-answers';
import { OrderDocuments } from './order-documents';
import { OrderFacts } from './order-facts';
import { OrderLog } from './order-log';
import { OrderMoves } from './order-moves';
import { ResultUpload } from './result-upload';

/**
 * A request opened from the queue, in a side panel (full screen on a phone): read it, review it, move it on.
 * Drawn at the document's root: inside the page, Ionic's content sits under the page's header, which then
 * covered the panel's own toolbar. Escape closes it; focus moves into it and back to the queue's button.
 */
export function OrderPanel({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const opened = useOfficeOrder(orderId);
  const order = opened.data;

  useEffect(() => {
    const openedFrom = document.activeElement;
    panel.current?.focus();
    return () => {
      if (openedFrom instanceof HTMLElement) openedFrom.focus();
    };
  }, []);

  return createPortal(
    <aside
      ref={panel}
      className="office-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="office-panel__bar">
        <h2 id={titleId}>
          {order
            ? `${t('studentServices:detail.title', { number: order.Number })} · ${format.named(order.TypeNameEn, order.TypeNameAr)}`
            : t('app.loading')}
        </h2>
        <IonButton fill="clear" onClick={onClose}>
          {t('studentServices:detail.close')}
        </IonButton>
      </div>
      <div className="office-panel__body">
        {opened.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
        {opened.isError && (
          <p className="office-problem" role="alert">
            {errorMessage(opened.error, t)}
          </p>
        )}
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
      </div>
    </aside>,
    document.body,
  );
}
