import type { ProgramPlan } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/office/editor-inputs';
import { BilingualInputs, RowsEditor } from '../../../components/office/rows-editor';
import { newPlan } from '../program-draft';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/**
 * The ways to pay the fee: each plan a code, its names and its installments (a percent of the fee, due on a
 * day). The percents of a plan must add up to 100; the running sum is shown beside them.
 */
export function PlansEditor({
  plans,
  onChange,
}: {
  plans: ProgramPlan[];
  onChange: (plans: ProgramPlan[]) => void;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  return (
    <RowsEditor
      legend={t('internationalOffice:editor.plans')}
      empty={t('internationalOffice:editor.noPlans')}
      addLabel={t('internationalOffice:editor.addPlan')}
      rows={plans}
      newRow={newPlan}
      onChange={onChange}
    >
      {(plan, change) => {
        const sum = plan.Installments.reduce((total, one) => total + one.Percent, 0);
        return (
          <>
            <TextInput
              label={t('internationalOffice:editor.planCode')}
              value={plan.Code}
              maxLength={40}
              onChange={(Code) => {
                change({ Code });
              }}
            />
            <BilingualInputs
              en={plan.NameEn}
              ar={plan.NameAr}
              onChange={({ en, ar }) => {
                change({ NameEn: en, NameAr: ar });
              }}
            />
            <RowsEditor
              legend={t('internationalOffice:editor.installments')}
              empty={t('internationalOffice:editor.noInstallments')}
              addLabel={t('internationalOffice:editor.addInstallment')}
              rows={plan.Installments}
              newRow={() => ({ Percent: Math.max(0, 100 - sum), DueDate: '' })}
              onChange={(Installments) => {
                change({ Installments });
              }}
            >
              {(installment, changeInstallment) => (
                <>
                  <TextInput
                    type="number"
                    label={t('internationalOffice:editor.percent')}
                    value={String(installment.Percent)}
                    onChange={(typed) => {
                      changeInstallment({ Percent: Number(typed) });
                    }}
                  />
                  <TextInput
                    type="date"
                    label={t('internationalOffice:editor.dueDate')}
                    value={installment.DueDate}
                    onChange={(DueDate) => {
                      changeInstallment({ DueDate });
                    }}
                  />
                </>
              )}
            </RowsEditor>
            <p className={sum === 100 ? 'office-note' : 'office-problem'}>
              {t('internationalOffice:editor.percentSum', { sum })}
            </p>
          </>
        );
      }}
    </RowsEditor>
  );
}
