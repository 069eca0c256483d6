import { IonButton } from '@ionic/react';
import type { UnmatchedDeposit } from '@portal/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useAssignUnmatchedDeposit } from '../api/assign-unmatched-deposit';
import { useDepositChoices } from '../api/get-deposit-choices';
import { useReturnUnmatchedDeposit } from '../api/return-unmatched-deposit';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';

interface DepositDialogProps {
  deposit: UnmatchedDeposit;
  /** `assign`: credit it to a student's term; `return`: the bank sent it back. */
  action: 'assign' | 'return';
  onClose: (done?: string) => void;
}

/**
 * Settling one deposit of the register: assigning it asks for the student's code, the term and a note;
 * returning it asks for a note. The server allows each deposit to be settled once, so a double tap or a
 * second officer gets its refusal, shown here.
 */
export function DepositDialog({ deposit, action, onClose }: DepositDialogProps) {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const terms = useDepositChoices().data?.Terms ?? [];
  const titleId = useId();
  // A student's declaration of this transaction prefills the choice; finance still confirms it.
  const [studentCode, setStudentCode] = useState(deposit.Suggestion?.StudentCode ?? '');
  const [termId, setTermId] = useState(deposit.Suggestion ? String(deposit.Suggestion.TermId) : '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const assign = useAssignUnmatchedDeposit();
  const giveBack = useReturnUnmatchedDeposit();
  const pending = assign.isPending || giveBack.isPending;
  const amount = format.money(deposit.AmountPiastres, deposit.Currency);

  function submit(event?: SyntheticEvent) {
    event?.preventDefault();
    const term = Number(termId);
    const missing =
      note.trim() === ''
        ? t('finance:unmatched.noteMissing')
        : action === 'assign' && studentCode.trim() === ''
          ? t('finance:unmatched.studentMissing')
          : action === 'assign' && !(Number.isInteger(term) && term > 0)
            ? t('finance:unmatched.termMissing')
            : undefined;
    setProblem(missing);
    if (missing !== undefined) return;
    const handlers = {
      onSuccess: (settled: UnmatchedDeposit) => {
        onClose(
          t(`finance:unmatched.${action}Done`, {
            amount,
            transaction: deposit.TransactionId,
            student: settled.StudentCode ?? '',
          }),
        );
      },
      onError: (error: unknown) => {
        setProblem(errorMessage(error, t));
      },
    };
    if (action === 'assign')
      assign.mutate(
        { DepositId: deposit.DepositId, StudentCode: studentCode.trim(), TermId: term, Note: note.trim() },
        handlers,
      );
    else giveBack.mutate({ DepositId: deposit.DepositId, Note: note.trim() }, handlers);
  }

  return (
    <form className="finance-dialog" role="dialog" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId}>{t(`finance:unmatched.${action}Title`)}</h2>
      <p>
        {t('finance:unmatched.which', {
          amount,
          transaction: deposit.TransactionId,
          bank: deposit.BankCode,
          reference: deposit.Reference,
          depositor: deposit.Depositor,
        })}
      </p>
      {action === 'assign' && (
        <>
          <label className="finance-field">
            <span>{t('finance:unmatched.studentCode')}</span>
            <input
              maxLength={32}
              value={studentCode}
              onChange={(event) => {
                setStudentCode(event.target.value);
              }}
            />
          </label>
          <label className="finance-field">
            <span>{t('finance:unmatched.termId')}</span>
            <select
              value={termId}
              onChange={(event) => {
                setTermId(event.target.value);
              }}
            >
              <option value="">{t('finance:unmatched.chooseTerm')}</option>
              {terms.map((term) => (
                <option key={term.TermId} value={term.TermId}>
                  {`${term.Code} · ${format.name({ StudentNameEn: term.NameEn, StudentNameAr: term.NameAr })}`}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <label className="finance-field finance-field--wide">
        <span>{t('finance:unmatched.note')}</span>
        <textarea
          maxLength={500}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </label>
      {problem && (
        <p className="finance-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="finance-dialog__actions">
        <IonButton
          color={action === 'return' ? 'danger' : 'primary'}
          disabled={pending}
          onClick={() => {
            submit();
          }}
        >
          {t(`finance:unmatched.${action}Confirm`, { amount })}
        </IonButton>
        <IonButton
          fill="outline"
          disabled={pending}
          onClick={() => {
            onClose();
          }}
        >
          {t('finance:unmatched.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
