import type { FormAnswers, FormField, MajorProgram, OrderDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useStudentMajors } from '../../major-declaration/api/get-student-majors';
import { useParameterForm } from '../api/get-parameter-form';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

type Format = ReturnType<typeof useOrdersFormat>;

/** An answer as the student gave it, in words: an option's label, yes/no, a date, the course or major named. */
function answerText(
  field: FormField,
  answers: FormAnswers,
  order: OrderDetail,
  format: Format,
  yesNo: (yes: boolean) => string,
  majors: readonly MajorProgram[],
) {
  const value = answers[field.Key];
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.Kind) {
    case 'choice': {
      const option = field.Options.find((candidate) => candidate.Value === value);
      return option ? format.local(option.LabelEn, option.LabelAr) : String(value);
    }
    case 'yes-no':
      return yesNo(value === true);
    case 'number':
      return typeof value === 'number' ? format.number(value) : String(value);
    case 'date':
      return typeof value === 'string' ? format.date(`${value}T12:00:00Z`) : String(value);
    case 'course':
      return order.CourseCode
        ? `${order.CourseCode} ${format.local(order.CourseNameEn ?? '', order.CourseNameAr ?? '')}`.trim()
        : String(value);
    case 'major': {
      const major = majors.find((candidate) => candidate.ProgramId === value);
      return major ? `${format.local(major.NameEn, major.NameAr)} (${major.Code})` : String(value);
    }
    default:
      return String(value);
  }
}

/** The form's answers under the form's own labels, in the language on screen. */
export function OrderAnswers({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const form = useParameterForm(order.OrderTypeId);
  // The faculty's majors name a declared major; only a form with a major field asks for them.
  const majors = useStudentMajors(form.data?.Fields.some((field) => field.Kind === 'major') ?? false);
  const yesNo = (yes: boolean) => (yes ? t('form.yes') : t('form.no'));
  return (
    <section className="orders-section" aria-labelledby={`answers-${order.OrderId}`}>
      <h2 id={`answers-${order.OrderId}`}>{t('detail.answers')}</h2>
      <QueryState query={form} errorTitle={t('detail.formErrorTitle')}>
        {(data) =>
          data.Fields.length === 0 ? (
            <p className="orders-muted">{t('detail.noQuestions')}</p>
          ) : (
            <dl className="request-facts">
              {data.Fields.map((field) => (
                <div key={field.Key} className="orders-facts__row">
                  <dt>{format.local(field.LabelEn, field.LabelAr)}</dt>
                  <dd>
                    {answerText(field, order.Answers, order, format, yesNo, majors.data?.Majors ?? []) ??
                      t('detail.noAnswer')}
                  </dd>
                </div>
              ))}
            </dl>
          )
        }
      </QueryState>
    </section>
  );
}
