import type { PreviewCourse } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { listFormat } from '../../../lib/intl-formats';
import { usePreviewWords } from '../preview-words';
import { PREVIEW_NAMESPACE } from '../translations';
import '../preview.css';
import './course-table.css';

/** The advised courses with their sections and credits, and the total; one card per course on phones. */
export function CourseTable({ courses, credits }: { courses: readonly PreviewCourse[]; credits: number }) {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  return (
    <table className="preview-courses">
      <thead>
        <tr>
          <th scope="col">{t('advisingPreview:courses.code')}</th>
          <th scope="col">{t('advisingPreview:courses.course')}</th>
          <th scope="col">{t('advisingPreview:courses.sections')}</th>
          <th scope="col" className="preview-courses__number">
            {t('advisingPreview:courses.credits')}
          </th>
        </tr>
      </thead>
      <tbody>
        {courses.map((course) => (
          <tr key={course.CourseId} data-course={course.CourseCode}>
            <td className="preview-courses__code" data-label={t('advisingPreview:courses.code')}>
              {course.CourseCode}
            </td>
            <td data-label={t('advisingPreview:courses.course')}>{words.title(course)}</td>
            <td data-label={t('advisingPreview:courses.sections')}>
              {listFormat(i18n.language, { type: 'unit', style: 'short' }).format(course.SectionNos)}
            </td>
            <td className="preview-courses__number" data-label={t('advisingPreview:courses.credits')}>
              {course.Credits}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('advisingPreview:courses.total')}
          </th>
          <td className="preview-courses__number">{credits}</td>
        </tr>
      </tfoot>
    </table>
  );
}
