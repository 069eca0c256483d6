import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { CourseRequests } from './components/course-requests';
import { ORDERS_NAMESPACE } from './translations';
import { useRefreshOrders } from './use-refresh-orders';
import './orders.css';

/**
 * Route `drop-courses`: the courses that may still be dropped late this term, each with the grade it would
 * be recorded with (W, or WU while failing attendance or marks), and filing a late-drop request for one.
 */
export default function DropCoursesPage() {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const refresh = useRefreshOrders();
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1>{t('pages.drop-courses')}</h1>
        <p className="orders-muted">{t('orders:drop.intro')}</p>
        <CourseRequests
          purpose="late-drop"
          actionLabel={t('orders:drop.action')}
          emptyTitle={t('orders:drop.empty')}
          errorTitle={t('orders:drop.errorTitle')}
          detail={(course) =>
            course.DropGrade && (
              <span className={`orders-drop-grade orders-drop-grade--${course.DropGrade.toLowerCase()}`}>
                {t(`orders:drop.grades.${course.DropGrade}`)}
              </span>
            )
          }
        />
      </PageBody>
    </>
  );
}
