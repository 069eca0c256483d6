import { IonButton, IonSpinner } from '@ionic/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useOfficeOrder } from '../api/get-office-order';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../use-office-format';
import { OrderAnswers } from './order-answers';
import { OrderDocuments } from './order-documents';
import { OrderLog } from './order-log';
import { OrderMoves } from './order-moves';
import { ResultUpload } from './result-upload';

/** A request opened from the queue, in a side panel (full screen on a phone): read it, review it, move it on. */
export function OrderPanel({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const titleId = useId();
  const opened = useOfficeOrder(orderId);
  const order = opened.data;

  return (
    <aside className="office-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="office-actions">
        <IonButton fill="clear" onClick={onClose}>
          {t('studentServices:detail.close')}
        </IonButton>
      </div>
      {opened.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {opened.isError && (
        <p className="office-problem" role="alert">
          {errorMessage(opened.error, t)}
        </p>
      )}
      {order && (
        <>
          <h2 id={titleId}>
            {t('studentServices:detail.title', { number: order.Number })} ·{' '}
            {format.named(order.TypeNameEn, order.TypeNameAr)}
          </h2>
          <dl>
            <dt>{t('studentServices:detail.student')}</dt>
            <dd>
              {order.StudentCode} · {format.student(order)} ·{' '}
              {t('studentServices:detail.level', { level: order.StudentLevel })}
            </dd>
            <dt>{t('studentServices:columns.state')}</dt>
            <dd>{t(`studentServices:state.${order.State}`)}</dd>
            {order.CourseCode && (
              <>
                <dt>{t('studentServices:detail.course')}</dt>
                <dd>
                  {order.CourseCode} · {format.named(order.CourseNameEn, order.CourseNameAr)}
                </dd>
              </>
            )}
            <dt>{t('studentServices:detail.submitted')}</dt>
            <dd>{format.instant(order.SubmittedAt)}</dd>
            <dt>{t('studentServices:detail.due')}</dt>
            <dd>
              {format.instant(order.DueAt)}
              {order.ServiceLevel && (
                <span className={`office-level office-level--${order.ServiceLevel}`}>
                  {' '}
                  · {t(`studentServices:level.${order.ServiceLevel}`)}
                </span>
              )}
            </dd>
            {order.Fee && (
              <>
                <dt>{t('studentServices:detail.fee')}</dt>
                <dd>
                  {t(order.Fee.Paid ? 'studentServices:detail.feePaid' : 'studentServices:detail.feeUnpaid', {
                    amount: format.money(order.Fee.AmountPiastres),
                  })}
                </dd>
              </>
            )}
            {order.OfficeNote && (
              <>
                <dt>{t('studentServices:detail.officeNote')}</dt>
                <dd className="office-note">{order.OfficeNote}</dd>
              </>
            )}
          </dl>
          <OrderMoves order={order} />
          <h3>{t('studentServices:detail.answers')}</h3>
          <OrderAnswers order={order} />
          <h3>{t('studentServices:detail.documents')}</h3>
          <OrderDocuments order={order} />
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
    </aside>
  );
}
