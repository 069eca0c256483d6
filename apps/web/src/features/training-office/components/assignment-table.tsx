import { IonButton } from '@ionic/react';
import type { TrainingApplication, TrainingOfficeCycle } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { errorMessage } from '../../../lib/error-message';
import { numberFormat } from '../../../lib/intl-formats';
import { useApplications } from '../api/get-applications';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';
import { EvaluationForm } from './evaluation-form';

/**
 * A cycle's allocation, students in the order it ranked them: GPA, place, where each was assigned (the
 * preview's until published) or none, the application's state, and the evaluation — recorded here for a
 * confirmed training once the cycle is published.
 */
export function AssignmentTable({ cycle }: { cycle: TrainingOfficeCycle }) {
  const { t, i18n } = useTranslation(['translation', TRAINING_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const applications = useApplications(cycle.CycleId);
  const [evaluating, setEvaluating] = useState<TrainingApplication>();
  const whole = (value: number | null) => (value === null ? '—' : numberFormat(i18n.language).format(value));
  const gpa = (value: number | null) =>
    value === null
      ? '—'
      : numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const organization = (offerId: number | null) => {
    const offer = cycle.Offers.find((one) => one.OfferId === offerId);
    return offer
      ? format.named(offer.OrganizationNameEn, offer.OrganizationNameAr)
      : t('trainingOffice:noPlace');
  };
  if (applications.isError)
    return (
      <p className="office-problem" role="alert">
        {errorMessage(applications.error, t)}
      </p>
    );
  if (!applications.isSuccess) return <p>{t('trainingOffice:loadingApplications')}</p>;
  const rows = [...applications.data.Applications].sort(
    (a, b) => (a.Place ?? Number.MAX_SAFE_INTEGER) - (b.Place ?? Number.MAX_SAFE_INTEGER),
  );
  if (rows.length === 0) return <p>{t('trainingOffice:noApplications')}</p>;
  const columns = ['student', 'gpa', 'place', 'organization', 'state', 'evaluation'] as const;
  const published = cycle.State === 'published';
  return (
    <>
      <table className="office-table">
        <caption>
          {t('trainingOffice:assignments', { name: format.named(cycle.NameEn, cycle.NameAr) })}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`trainingOffice:columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { Evaluation: evaluation } = row;
            const cells = {
              student: `${row.StudentCode} · ${format.student(row)}`,
              gpa: gpa(row.Gpa),
              place: whole(row.Place),
              organization: organization(published ? row.AssignedOfferId : row.PreviewOfferId),
              state: t(`trainingOffice:applicationStates.${row.State}`),
              evaluation: evaluation ? (
                t('trainingOffice:evaluated', {
                  score: whole(evaluation.Score),
                  result: t(`trainingOffice:results.${evaluation.Result}`),
                })
              ) : published && row.State === 'confirmed' ? (
                <IonButton
                  size="small"
                  fill="outline"
                  aria-label={t('trainingOffice:evaluateNamed', { student: format.student(row) })}
                  onClick={() => {
                    setEvaluating(row);
                  }}
                >
                  {t('trainingOffice:evaluate')}
                </IonButton>
              ) : (
                '—'
              ),
            };
            return (
              <tr key={row.ApplicationId}>
                {columns.map((column) => (
                  <td key={column} data-label={t(`trainingOffice:columns.${column}`)}>
                    {cells[column]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {evaluating && (
        <EvaluationForm
          application={evaluating}
          onClose={() => {
            setEvaluating(undefined);
          }}
        />
      )}
    </>
  );
}
