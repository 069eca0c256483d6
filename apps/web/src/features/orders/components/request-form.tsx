import { IonButton, IonSpinner, useIonRouter } from '@ionic/react';
import type { FormField, OrderType, OrderTypeDocument } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { isApiError } from '../../../lib/api-error';
import { useStudentMajors } from '../../major-declaration/api/get-student-majors';
import { useOrderCourses } from '../api/get-order-courses';
import { formProblems, answersOf, type FieldProblemText, type FormValues } from '../form-rules';
import { ORDERS_NAMESPACE } from '../translations';
import { useFileRequest } from '../use-file-request';
import { useOrdersFormat } from '../use-orders-format';
import { DocumentPicker } from '../../../components/document-upload/document-picker';
import { FormFieldInput } from './form-field-input';

interface RequestFormProps {
  type: OrderType;
  fields: readonly FormField[];
  checklist: readonly OrderTypeDocument[];
  /** A course already chosen (from 'drop-courses' or 'request-recalculation'): the course field's answer. */
  courseId?: number;
  /** Where filing leads: the request in "My requests" unless given. */
  filedPath?: (orderId: number) => string;
}

function initialValues(fields: readonly FormField[], courseId: number | undefined): FormValues {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.Kind === 'yes-no') values[field.Key] = false;
    else if (field.Kind === 'course' && courseId !== undefined) values[field.Key] = String(courseId);
  }
  return values;
}

/** A type's form rendered from its definition, its document checklist, and filing it. */
export function RequestForm({ type, fields, checklist, courseId, filedPath }: RequestFormProps) {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const format = useOrdersFormat();
  const router = useIonRouter();
  const hasCourse = fields.some((field) => field.Kind === 'course');
  const courses = useOrderCourses(type.Purpose, hasCourse);
  const majors = useStudentMajors(fields.some((field) => field.Kind === 'major'));
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, courseId));
  const [tried, setTried] = useState(false);
  const filing = useFileRequest(type.OrderTypeId);
  const offered = courses.data ?? [];
  const problems = formProblems(fields, values, offered);
  const missing = checklist.filter((entry) => entry.Required && !filing.uploads.picked[entry.Code]);
  // The server's words for each field it refused, by the answer's key.
  const serverProblems = new Map(
    (isApiError(filing.problem) ? filing.problem.problems : []).map((found) => [
      found.Field.replace(/^Answers\./, ''),
      found.Problem,
    ]),
  );
  const say = (problem: FieldProblemText) =>
    t(
      `orders:form.problems.${problem.key}`,
      'limit' in problem ? { limit: format.number(problem.limit) } : {},
    );

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0 || missing.length > 0) return;
    const filed = await filing.file(answersOf(fields, values));
    if (filed)
      router.push(filedPath?.(filed.OrderId) ?? `/my-requests?order=${filed.OrderId}`, 'forward', 'replace');
  }

  return (
    <form className="orders-form" noValidate onSubmit={(event) => void submit(event)}>
      {fields.map((field) => {
        const problem = problems[field.Key];
        return (
          <FormFieldInput
            key={field.Key}
            field={field}
            value={values[field.Key]}
            courses={offered}
            majors={majors.data?.Majors}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field.Key]: value }));
            }}
            problem={(tried && problem ? say(problem) : undefined) ?? serverProblems.get(field.Key)}
          />
        );
      })}
      {checklist.length > 0 && (
        <section className="orders-section" aria-label={t('orders:documents.title')}>
          <h2>{t('orders:documents.title')}</h2>
          {checklist.map((entry) => (
            <DocumentPicker
              key={entry.Code}
              requirement={entry}
              picked={filing.uploads.picked[entry.Code]}
              disabled={filing.busy}
              missing={tried}
              onPick={(files) => {
                filing.uploads.pick(entry.Code, files);
              }}
            />
          ))}
        </section>
      )}
      {type.FeePiastres > 0 && (
        <p className="orders-next orders-next--yours">
          {t('orders:new.feeNotice', { amount: format.fee(type.FeePiastres) })}
        </p>
      )}
      {tried && (Object.keys(problems).length > 0 || missing.length > 0) && (
        <p className="orders-problem" role="alert">
          {t('orders:form.fixFirst')}
        </p>
      )}
      {filing.problem !== undefined && (
        <p className="orders-problem" role="alert">
          {errorMessage(filing.problem, t)}
        </p>
      )}
      <IonButton type="submit" disabled={filing.busy}>
        {filing.busy && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        {type.FeePiastres > 0 ? t('orders:new.submitAndPay') : t('orders:new.submit')}
      </IonButton>
    </form>
  );
}
