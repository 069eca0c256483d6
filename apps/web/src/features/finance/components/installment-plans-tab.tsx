import { IonButton, IonSpinner } from '@ionic/react';
import type { FinancePlan } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDepositChoices } from '../api/get-deposit-choices';
import { useInstallmentPlans } from '../api/get-installment-plans';
import { percentFromBasisPoints } from '../plan-shares';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';
import { FinanceTable, type Column } from './finance-table';
import { InstallmentPlanForm } from './installment-plan-form';

/** Editing: a plan, or `new`; closed: undefined. */
type Editing = FinancePlan | 'new' | undefined;

/**
 * The installment plans each term offers students: pick a term, see its plans (parts, window, minimum,
 * students on each), make a new one or edit one no student has chosen yet (a chosen plan fixed its
 * students' installments, so the server refuses to change it and the page does not offer to).
 */
export function InstallmentPlansTab() {
  const { t, i18n } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const choices = useDepositChoices();
  const [picked, setPicked] = useState('');
  const termId = picked === '' ? choices.data?.Terms[0]?.TermId : Number(picked);
  const plans = useInstallmentPlans(termId);
  const [editing, setEditing] = useState<Editing>();
  const [done, setDone] = useState<string>();
  const arabic = i18n.language.startsWith('ar');

  const columns: Column<FinancePlan>[] = [
    {
      key: 'plan',
      label: t('finance:plans.plan'),
      cell: (row) => `${row.Code} · ${arabic ? row.NameAr : row.NameEn}`,
    },
    {
      key: 'parts',
      label: t('finance:plans.parts'),
      cell: (row) => (
        <ol className="finance-plan-list">
          {row.Parts.map((part, index) => (
            <li key={index}>
              {t('finance:plans.partLine', {
                share: percentFromBasisPoints(part.ShareBasisPoints),
                due: part.DueOn,
              })}
            </li>
          ))}
        </ol>
      ),
    },
    { key: 'window', label: t('finance:plans.window'), cell: (row) => `${row.OpensOn} – ${row.ClosesOn}` },
    {
      key: 'minimum',
      label: t('finance:plans.minimum'),
      numeric: true,
      cell: (row) => format.money(row.MinBalancePiastres),
    },
    { key: 'students', label: t('finance:plans.students'), numeric: true, cell: (row) => row.StudentCount },
    {
      key: 'edit',
      label: t('finance:plans.actions'),
      cell: (row) =>
        row.StudentCount === 0 ? (
          <IonButton
            size="small"
            fill="outline"
            aria-label={t('finance:plans.editPlan', { code: row.Code })}
            onClick={() => {
              setDone(undefined);
              setEditing(row);
            }}
          >
            {t('finance:plans.edit')}
          </IonButton>
        ) : (
          t('finance:plans.locked')
        ),
    },
  ];

  return (
    <section className="finance-section" aria-label={t('finance:tabs.plans')}>
      <div className="finance-filters">
        <label className="finance-field">
          <span>{t('finance:plans.term')}</span>
          <select
            value={termId === undefined ? '' : String(termId)}
            onChange={(event) => {
              setPicked(event.target.value);
              setEditing(undefined);
            }}
          >
            {(choices.data?.Terms ?? []).map((term) => (
              <option key={term.TermId} value={term.TermId}>
                {`${term.Code} · ${arabic ? term.NameAr : term.NameEn}`}
              </option>
            ))}
          </select>
        </label>
        <IonButton
          disabled={termId === undefined}
          onClick={() => {
            setDone(undefined);
            setEditing('new');
          }}
        >
          {t('finance:plans.new')}
        </IonButton>
      </div>
      {done && (
        <p className="finance-notice" role="status">
          {done}
        </p>
      )}
      {editing !== undefined && termId !== undefined && (
        <InstallmentPlanForm
          key={editing === 'new' ? 'new' : editing.PlanId}
          termId={termId}
          plan={editing === 'new' ? undefined : editing}
          onClose={(message) => {
            setEditing(undefined);
            setDone(message);
          }}
        />
      )}
      {(choices.isPending || plans.isLoading) && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {(choices.isError || plans.isError) && (
        <p className="finance-problem" role="alert">
          {errorMessage(choices.error ?? plans.error, t)}
        </p>
      )}
      {choices.data?.Terms.length === 0 && <p className="finance-notice">{t('finance:plans.noTerms')}</p>}
      {plans.data &&
        (plans.data.Plans.length === 0 ? (
          <p className="finance-notice">{t('finance:plans.empty')}</p>
        ) : (
          <FinanceTable
            caption={t('finance:plans.caption')}
            columns={columns}
            rows={plans.data.Plans}
            rowKey={(row) => row.PlanId}
          />
        ))}
    </section>
  );
}
