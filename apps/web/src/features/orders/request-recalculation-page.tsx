import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { CourseRequests } from './components/course-requests';
import { ORDERS_NAMESPACE } from './translations';
import { useRefreshOrders } from './use-refresh-orders';
import './orders.css';

/**
 * Route `request-recalculation`: the graded courses a grade recalculation petition may name, with the
 * grade on record and the petition's fee; filing one leads to paying it.
 */
export default function RequestRecalculationPage() {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const refresh = useRefreshOrders();
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1>{t('pages.request-recalculation')}</h1>
        <p className="orders-muted">{t('orders:recalculation.intro')}</p>
        <CourseRequests
          purpose="recalculation"
          actionLabel={t('orders:recalculation.action')}
          emptyTitle={t('orders:recalculation.empty')}
          errorTitle={t('orders:recalculation.errorTitle')}
          detail={(course) =>
            course.Grade && (
              <span className="orders-grade">{t('orders:recalculation.grade', { grade: course.Grade })}</span>
            )
          }
        />
      </PageBody>
    </>
  );
}
