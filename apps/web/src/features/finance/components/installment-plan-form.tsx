import { IonButton } from '@ionic/react';
import { MAX_PLAN_PARTS, type FinancePlan } from '@portal/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSaveInstallmentPlan } from '../api/save-installment-plan';
import { piastresFromPounds } from '../money';
import { ALL_BASIS_POINTS, basisPointsFromPercent, percentFromBasisPoints } from '../plan-shares';
import { FINANCE_NAMESPACE } from '../translations';

interface Row {
  key: number;
  share: string;
  dueOn: string;
}

interface PlanFormProps {
  termId: number;
  /** The plan to edit, or undefined to make a new one. */
  plan?: FinancePlan;
  onClose: (done?: string) => void;
}

let rowKeys = 0;
const newRow = (share = '', dueOn = ''): Row => ({ key: (rowKeys += 1), share, dueOn });

/**
 * Making or editing a term's plan. Shares are typed in percent and sent as basis points read digit by digit
 * (plan-shares.ts), so what is shown adding up to 100.00 % is exactly 10,000 on the server; the server
 * checks every rule again and its refusal is shown as it says it.
 */
export function InstallmentPlanForm({ termId, plan, onClose }: PlanFormProps) {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const titleId = useId();
  const [code, setCode] = useState(plan?.Code ?? '');
  const [nameEn, setNameEn] = useState(plan?.NameEn ?? '');
  const [nameAr, setNameAr] = useState(plan?.NameAr ?? '');
  const [opensOn, setOpensOn] = useState(plan?.OpensOn ?? '');
  const [closesOn, setClosesOn] = useState(plan?.ClosesOn ?? '');
  const [minimum, setMinimum] = useState(plan ? String(plan.MinBalancePiastres / 100) : '0');
  const [rows, setRows] = useState<Row[]>(() =>
    plan
      ? plan.Parts.map((part) => newRow(percentFromBasisPoints(part.ShareBasisPoints), part.DueOn))
      : [newRow(), newRow()],
  );
  const [problem, setProblem] = useState<string>();
  const save = useSaveInstallmentPlan();

  const shares = rows.map((row) => basisPointsFromPercent(row.share));
  const sum = shares.reduce<number>((total, share) => total + (share ?? 0), 0);
  const setRow = (key: number, change: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };

  function submit(event?: SyntheticEvent) {
    event?.preventDefault();
    const minimumPiastres = minimum.trim() === '0' || minimum.trim() === '' ? 0 : piastresFromPounds(minimum);
    const refusal =
      [code, nameEn, nameAr, opensOn, closesOn].some((value) => value.trim() === '') ||
      rows.some((row) => row.dueOn === '')
        ? t('finance:plans.missing')
        : shares.some((share) => share === null || share === 0)
          ? t('finance:plans.shareInvalid')
          : sum !== ALL_BASIS_POINTS
            ? t('finance:plans.sumNotWhole', { sum: percentFromBasisPoints(sum) })
            : minimumPiastres === null
              ? t('finance:plans.minimumInvalid')
              : undefined;
    setProblem(refusal);
    if (refusal !== undefined || minimumPiastres === null) return;
    save.mutate(
      {
        TermId: termId,
        ...(plan ? { PlanId: plan.PlanId } : {}),
        Code: code.trim(),
        NameEn: nameEn.trim(),
        NameAr: nameAr.trim(),
        OpensOn: opensOn,
        ClosesOn: closesOn,
        MinBalancePiastres: minimumPiastres,
        Parts: rows.map((row, index) => ({ ShareBasisPoints: shares[index] ?? 0, DueOn: row.dueOn })),
      },
      {
        onSuccess: (saved) => {
          onClose(t('finance:plans.saved', { code: saved.Code }));
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  const field = (label: string, value: string, set: (value: string) => void, type = 'text') => (
    <label className="finance-field">
      <span>{label}</span>
      <input
        type={type}
        value={value}
        onChange={(event) => {
          set(event.target.value);
        }}
      />
    </label>
  );

  return (
    <form className="finance-dialog" role="dialog" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId}>
        {plan ? t('finance:plans.editTitle', { code: plan.Code }) : t('finance:plans.newTitle')}
      </h2>
      {field(t('finance:plans.code'), code, setCode)}
      {field(t('finance:plans.nameEn'), nameEn, setNameEn)}
      {field(t('finance:plans.nameAr'), nameAr, setNameAr)}
      {field(t('finance:plans.opensOn'), opensOn, setOpensOn, 'date')}
      {field(t('finance:plans.closesOn'), closesOn, setClosesOn, 'date')}
      {field(t('finance:plans.minimum'), minimum, setMinimum)}
      <fieldset className="finance-plan-parts">
        <legend>{t('finance:plans.parts')}</legend>
        {rows.map((row, index) => (
          <div key={row.key} className="finance-plan-parts__row">
            <label className="finance-field">
              <span>{t('finance:plans.share', { number: index + 1 })}</span>
              <input
                inputMode="decimal"
                value={row.share}
                onChange={(event) => {
                  setRow(row.key, { share: event.target.value });
                }}
              />
            </label>
            <label className="finance-field">
              <span>{t('finance:plans.dueOn', { number: index + 1 })}</span>
              <input
                type="date"
                value={row.dueOn}
                onChange={(event) => {
                  setRow(row.key, { dueOn: event.target.value });
                }}
              />
            </label>
            <IonButton
              fill="clear"
              disabled={rows.length === 1}
              aria-label={t('finance:plans.removePart', { number: index + 1 })}
              onClick={() => {
                setRows((current) => current.filter((other) => other.key !== row.key));
              }}
            >
              {t('finance:plans.remove')}
            </IonButton>
          </div>
        ))}
        <IonButton
          fill="outline"
          disabled={rows.length >= MAX_PLAN_PARTS}
          onClick={() => {
            setRows((current) => [...current, newRow()]);
          }}
        >
          {t('finance:plans.addPart')}
        </IonButton>
        <p aria-live="polite" className={sum === ALL_BASIS_POINTS ? undefined : 'finance-problem'}>
          {t('finance:plans.sum', { sum: percentFromBasisPoints(sum) })}
        </p>
      </fieldset>
      {problem && (
        <p className="finance-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="finance-dialog__actions">
        <IonButton
          disabled={save.isPending}
          onClick={() => {
            submit();
          }}
        >
          {t('finance:plans.save')}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            onClose();
          }}
        >
          {t('finance:plans.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
