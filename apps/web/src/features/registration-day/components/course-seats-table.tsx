import type { LiveCourseSeats } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';
import '../registration-day.css';
import './course-seats-table.css';

/**
 * Seats left and waitlists per course of the current term, the longest lines and the fewest seats first:
 * where the registrar may want to open a section. Held seats (offers not yet answered) are shown apart,
 * since they are neither free nor taken.
 */
export function CourseSeatsTable({ courses, total }: { courses: readonly LiveCourseSeats[]; total: number }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const number = numberFormat(i18n.language);
  const columns = [
    { key: 'Capacity', label: t('registration:seats.capacity') },
    { key: 'SeatsLeft', label: t('registration:seats.seatsLeft') },
    { key: 'Held', label: t('registration:seats.held') },
    { key: 'Waitlisted', label: t('registration:seats.waitlisted') },
  ] as const;
  return (
    <section aria-labelledby="live-seats-title">
      <h2 id="live-seats-title" className="live-section__title">
        {t('registration:seats.title')}
      </h2>
      {courses.length === 0 ? (
        <p className="live-section__note">{t('registration:seats.none')}</p>
      ) : (
        <>
          <table className="traffic-table seats-table">
            <thead>
              <tr>
                <th scope="col">{t('registration:seats.course')}</th>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr
                  key={course.CourseCode}
                  className={course.SeatsLeft === 0 ? 'seats-table__row--full' : undefined}
                >
                  <th scope="row">
                    <span className="seats-table__code">{course.CourseCode}</span>{' '}
                    <span className="seats-table__name">
                      {i18n.language === 'ar' ? course.TitleAr : course.TitleEn}
                    </span>
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.label}>
                      {number.format(course[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {total > courses.length && (
            <p className="live-section__note">
              {t('registration:seats.shown', {
                shown: number.format(courses.length),
                total: number.format(total),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
