import { IonButton, useIonRouter } from '@ionic/react';
import type { OrderCourse, OrderPurpose } from '@portal/contract';
import { schoolOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesPending } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { useOrderCourses } from '../api/get-order-courses';
import { useOrderTypes } from '../api/get-order-types';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

interface CourseRequestsProps {
  purpose: OrderPurpose;
  /** What a course's row says beyond its name: the grade it would get, the grade on record. */
  detail: (course: OrderCourse) => ReactNode;
  actionLabel: string;
  emptyTitle: string;
  errorTitle: string;
}

/**
 * The courses a course request of one purpose may name, each with a button that opens the request's form
 * with the course chosen. The request type is the office's (found by its purpose), with its fee and whether
 * the student may file it now.
 */
export function CourseRequests({
  purpose,
  detail,
  actionLabel,
  emptyTitle,
  errorTitle,
}: CourseRequestsProps) {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const format = useOrdersFormat();
  const router = useIonRouter();
  const courses = useOrderCourses(purpose);
  const types = useOrderTypes();
  const queries = [courses, types];
  const type = types.data?.find((candidate) => candidate.Purpose === purpose);
  return (
    <>
      {!courses.data || !types.data ? (
        <QueriesPending queries={queries} errorTitle={errorTitle} />
      ) : (
        <>
          {!type && <StatePanel tone="empty" icon={schoolOutline} title={t('orders:courses.noType')} />}
          {type && type.FeePiastres > 0 && (
            <p className="orders-next">{t('orders:courses.fee', { amount: format.fee(type.FeePiastres) })}</p>
          )}
          {type?.NotEligibleReason && <p className="orders-problem">{type.NotEligibleReason}</p>}
          {courses.data.length === 0 ? (
            <StatePanel tone="empty" icon={schoolOutline} title={emptyTitle} />
          ) : (
            <ul className="orders-courses">
              {courses.data.map((course) => (
                <li key={course.RegistrationId} className="orders-course">
                  <div className="orders-course__what">
                    <span className="orders-course__name">
                      <bdi dir="ltr">{course.CourseCode}</bdi>{' '}
                      {format.local(course.CourseNameEn, course.CourseNameAr)}
                    </span>
                    <span className="orders-muted">
                      {t('orders:courses.facts', {
                        section: course.SectionCode,
                        credits: format.number(course.Credits),
                        term: course.TermCode,
                      })}
                    </span>
                    {detail(course)}
                    {course.NotAvailableReason && (
                      <span className="orders-problem">{course.NotAvailableReason}</span>
                    )}
                  </div>
                  <IonButton
                    size="small"
                    disabled={!type?.Eligible || course.NotAvailableReason !== null}
                    aria-label={`${actionLabel}: ${course.CourseCode}`}
                    onClick={() => {
                      if (type)
                        router.push(`/new-request?type=${type.OrderTypeId}&course=${course.RegistrationId}`);
                    }}
                  >
                    {actionLabel}
                  </IonButton>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
