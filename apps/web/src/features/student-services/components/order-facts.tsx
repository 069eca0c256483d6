import type { OfficeOrder } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';

/** Who filed the request, about what, when it is due and whether its fee is paid. */
export function OrderFacts({ order }: { order: OfficeOrder }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  return (
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
  );
}
