import type { FormAnswers, FormField, OfficeOrder } from '@portal/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';

/** The form's answers under their labels, in the reader's language; a choice shows its option's label. */
export function OrderAnswers({ order }: { order: Pick<OfficeOrder, 'Fields' | 'Answers'> }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();

  function shown(field: FormField, answers: FormAnswers): string {
    const answer = answers[field.Key];
    if (answer === undefined || answer === null || answer === '') return t('studentServices:detail.noAnswer');
    if (typeof answer === 'boolean')
      return t(answer ? 'studentServices:detail.yes' : 'studentServices:detail.no');
    const option = field.Options.find((one) => one.Value === String(answer));
    return option ? format.named(option.LabelEn, option.LabelAr) : String(answer);
  }

  return (
    <dl>
      {order.Fields.map((field) => (
        <Fragment key={field.Key}>
          <dt>{format.named(field.LabelEn, field.LabelAr)}</dt>
          <dd className="office-note">{shown(field, order.Answers)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
