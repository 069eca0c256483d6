import { IonButton } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_NAMESPACE } from './translations';
import { TextInput } from './editor-inputs';

/**
 * A list an office defines something by (a request type's fields, a checklist, a program's seats): a
 * card per row with its inputs and Remove, what to do when there is none, and Add.
 */
export function RowsEditor<Row>({
  legend,
  empty,
  addLabel,
  rows,
  newRow,
  onChange,
  children,
}: {
  legend: string;
  empty: string;
  addLabel: string;
  rows: readonly Row[];
  newRow: (count: number) => Row;
  onChange: (rows: Row[]) => void;
  /** The inputs of one row; `change` merges what the staff member edited into it. */
  children: (row: Row, change: (patch: Partial<Row>) => void) => ReactNode;
}) {
  const { t } = useTranslation(['translation', OFFICE_NAMESPACE]);
  return (
    <fieldset>
      <legend>{legend}</legend>
      {rows.length === 0 && <p>{empty}</p>}
      {rows.map((row, at) => (
        <div key={at} className="office-card">
          {children(row, (patch) => {
            onChange(rows.map((one, index) => (index === at ? { ...one, ...patch } : one)));
          })}
          <IonButton
            size="small"
            fill="clear"
            color="danger"
            onClick={() => {
              onChange(rows.filter((_, index) => index !== at));
            }}
          >
            {t('office:remove')}
          </IonButton>
        </div>
      ))}
      <IonButton
        size="small"
        fill="outline"
        onClick={() => {
          onChange([...rows, newRow(rows.length)]);
        }}
      >
        {addLabel}
      </IonButton>
    </fieldset>
  );
}

/** What a row is called in English and in Arabic (a field's label, a document's name). */
export function BilingualInputs({
  en,
  ar,
  onChange,
}: {
  en: string;
  ar: string;
  /** Both names, one of them just edited. */
  onChange: (names: { en: string; ar: string }) => void;
}) {
  const { t } = useTranslation(['translation', OFFICE_NAMESPACE]);
  return (
    <>
      <TextInput
        label={t('office:nameEn')}
        value={en}
        maxLength={200}
        onChange={(typed) => {
          onChange({ en: typed, ar });
        }}
      />
      <TextInput
        label={t('office:nameAr')}
        value={ar}
        maxLength={200}
        onChange={(typed) => {
          onChange({ en, ar: typed });
        }}
      />
    </>
  );
}
