import { IonButton } from '@ionic/react';
import { DOCUMENT_KINDS, type OrderTypeDocument } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { newDocument } from '../type-draft';
import { CheckInput, TextInput } from './editor-inputs';

const MB = 1024 * 1024;

/** The documents to upload: code, names in both languages, required, formats, how many files, how large. */
export function ChecklistEditor({
  documents,
  onChange,
}: {
  documents: OrderTypeDocument[];
  onChange: (documents: OrderTypeDocument[]) => void;
}) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const change = (at: number, patch: Partial<OrderTypeDocument>) => {
    onChange(documents.map((document, index) => (index === at ? { ...document, ...patch } : document)));
  };

  return (
    <fieldset>
      <legend>{t('studentServices:editor.documents')}</legend>
      {documents.length === 0 && <p>{t('studentServices:editor.noDocuments')}</p>}
      {documents.map((document, at) => (
        <div key={at} className="office-card">
          <TextInput
            label={t('studentServices:editor.key')}
            value={document.Code}
            maxLength={40}
            onChange={(Code) => {
              change(at, { Code });
            }}
          />
          <TextInput
            label={t('studentServices:editor.labelEn')}
            value={document.NameEn}
            maxLength={200}
            onChange={(NameEn) => {
              change(at, { NameEn });
            }}
          />
          <TextInput
            label={t('studentServices:editor.labelAr')}
            value={document.NameAr}
            maxLength={200}
            onChange={(NameAr) => {
              change(at, { NameAr });
            }}
          />
          <CheckInput
            label={t('studentServices:editor.required')}
            checked={document.Required}
            onChange={(Required) => {
              change(at, { Required });
            }}
          />
          <div role="group" aria-label={t('studentServices:editor.kinds')}>
            {DOCUMENT_KINDS.map((kind) => (
              <CheckInput
                key={kind}
                label={kind.toUpperCase()}
                checked={document.Kinds.includes(kind)}
                onChange={(on) => {
                  change(at, {
                    Kinds: on ? [...document.Kinds, kind] : document.Kinds.filter((one) => one !== kind),
                  });
                }}
              />
            ))}
          </div>
          <TextInput
            type="number"
            label={t('studentServices:editor.maxFiles')}
            value={String(document.MaxFiles)}
            onChange={(typed) => {
              change(at, { MaxFiles: Number(typed) });
            }}
          />
          <TextInput
            type="number"
            label={t('studentServices:editor.maxMb')}
            value={String(document.MaxBytes / MB)}
            onChange={(typed) => {
              change(at, { MaxBytes: Math.round(Number(typed) * MB) });
            }}
          />
          <IonButton
            size="small"
            fill="clear"
            color="danger"
            onClick={() => {
              onChange(documents.filter((_, index) => index !== at));
            }}
          >
            {t('studentServices:editor.remove')}
          </IonButton>
        </div>
      ))}
      <IonButton
        size="small"
        fill="outline"
        onClick={() => {
          onChange([...documents, newDocument(documents.length)]);
        }}
      >
        {t('studentServices:editor.addDocument')}
      </IonButton>
    </fieldset>
  );
}
