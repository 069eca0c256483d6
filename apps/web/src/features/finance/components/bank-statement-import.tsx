import { IonButton, IonSpinner } from '@ionic/react';
import { BANK_STATEMENT_MAX_BYTES, type PreviewBankStatementResponse } from '@portal/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDepositChoices } from '../api/get-deposit-choices';
import { useImportBankStatement } from '../api/import-bank-statement';
import { usePreviewBankStatement } from '../api/preview-bank-statement';
import { FINANCE_NAMESPACE } from '../translations';
import { StatementRows } from './statement-rows';

/** The preview shown, with the bank and text it was made for: Import sends exactly those. */
interface Previewed {
  bankId: number;
  csv: string;
  answer: PreviewBankStatementResponse;
}

/**
 * Importing a bank's statement: choose the bank, pick the CSV file or paste it, preview what each row
 * would do, then import. Import is offered only for the file and bank just previewed; changing either
 * puts the preview away, so what is imported is always what was seen.
 */
export function BankStatementImport() {
  const { t, i18n } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const choices = useDepositChoices();
  const preview = usePreviewBankStatement();
  const importing = useImportBankStatement();
  const [bankId, setBankId] = useState<number>();
  const [csv, setCsv] = useState('');
  const [fileProblem, setFileProblem] = useState<string>();
  const [previewed, setPreviewed] = useState<Previewed>();

  function changeInput(next: { bankId?: number | undefined; csv?: string }) {
    if ('bankId' in next) setBankId(next.bankId);
    if (next.csv !== undefined) setCsv(next.csv);
    setPreviewed(undefined);
    preview.reset();
    importing.reset();
  }

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    // Said here at once; the server refuses it too, in the same words' sense.
    if (file.size > BANK_STATEMENT_MAX_BYTES) {
      setFileProblem(t('finance:bankImport.tooLarge'));
      return;
    }
    setFileProblem(undefined);
    changeInput({ csv: await file.text() });
  }

  function askPreview() {
    if (bankId === undefined || csv === '') return;
    preview.mutate(
      { BankId: bankId, Csv: csv },
      {
        onSuccess: (answer) => {
          setPreviewed({ bankId, csv, answer });
        },
      },
    );
  }

  function doImport() {
    if (!previewed) return;
    importing.mutate({
      BankId: previewed.bankId,
      Csv: previewed.csv,
      PreviewToken: previewed.answer.PreviewToken,
    });
  }

  const working = preview.isPending || importing.isPending;
  const problem = preview.error ?? importing.error;
  const imported = importing.data;

  return (
    <section className="finance-section" aria-label={t('finance:tabs.bank')}>
      <h2>{t('finance:bankImport.title')}</h2>
      <p className="finance-notice">{t('finance:bankImport.format')}</p>
      <div className="finance-filters">
        <label className="finance-field">
          <span>{t('finance:bankImport.bank')}</span>
          <select
            value={bankId ?? ''}
            disabled={working}
            onChange={(event) => {
              changeInput({ bankId: event.target.value ? Number(event.target.value) : undefined });
            }}
          >
            <option value="">{t('finance:bankImport.chooseBank')}</option>
            {choices.data?.Banks.map((bank) => (
              <option key={bank.BankId} value={bank.BankId}>
                {t(bank.Active ? 'finance:bankImport.bankName' : 'finance:bankImport.bankInactive', {
                  code: bank.Code,
                  name: i18n.language.startsWith('ar') ? bank.NameAr : bank.NameEn,
                })}
              </option>
            ))}
          </select>
        </label>
        <label className="finance-field">
          <span>{t('finance:bankImport.file')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={working}
            onChange={(event) => void pickFile(event)}
          />
        </label>
      </div>
      <label className="finance-field finance-field--wide">
        <span>{t('finance:bankImport.paste')}</span>
        <textarea
          rows={6}
          className="finance-statement-text"
          spellCheck={false}
          dir="ltr"
          value={csv}
          disabled={working}
          onChange={(event) => {
            changeInput({ csv: event.target.value });
          }}
        />
      </label>
      {choices.isError && (
        <p className="finance-problem" role="alert">
          {errorMessage(choices.error, t)}
        </p>
      )}
      {(fileProblem ?? problem) && (
        <p className="finance-problem" role="alert">
          {fileProblem ?? errorMessage(problem, t)}
        </p>
      )}
      <div className="finance-dialog__actions">
        <IonButton disabled={working || bankId === undefined || csv === ''} onClick={askPreview}>
          {t('finance:bankImport.preview')}
        </IonButton>
        <IonButton
          color="success"
          disabled={working || !previewed || imported !== undefined}
          onClick={doImport}
        >
          {t('finance:bankImport.import')}
        </IonButton>
      </div>
      {working && (
        <p role="status" className="finance-notice">
          <IonSpinner name="crescent" />{' '}
          {t(preview.isPending ? 'finance:bankImport.previewing' : 'finance:bankImport.importing')}
        </p>
      )}
      {!previewed && !working && <p className="finance-notice">{t('finance:bankImport.previewFirst')}</p>}
      {imported ? (
        <div role="status">
          <p className="finance-notice">{t('finance:bankImport.done')}</p>
          <StatementRows rows={imported.Rows} totals={imported.Totals} mode="imported" />
        </div>
      ) : (
        previewed && (
          <StatementRows rows={previewed.answer.Rows} totals={previewed.answer.Totals} mode="preview" />
        )
      )}
    </section>
  );
}
