import { DOCUMENT_KINDS, type OrderTypeDocument } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { newDocument } from '../type-draft';
import { CheckInput, TextInput } from './editor-inputs';
import { BilingualInputs, RowsEditor } from './rows-editor';

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
  return (
    <RowsEditor
      legend={t('studentServices:editor.documents')}
      empty={t('studentServices:editor.noDocuments')}
      addLabel={t('studentServices:editor.addDocument')}
      rows={documents}
      newRow={newDocument}
      onChange={onChange}
    >
      {(document, change) => (
        <>
          <TextInput
            label={t('studentServices:editor.key')}
            value={document.Code}
            maxLength={40}
            onChange={(Code) => {
              change({ Code });
            }}
          />
          <BilingualInputs
            en={document.NameEn}
            ar={document.NameAr}
            onChange={({ en, ar }) => {
              change({ NameEn: en, NameAr: ar });
            }}
          />
          <CheckInput
            label={t('studentServices:editor.required')}
            checked={document.Required}
            onChange={(Required) => {
              change({ Required });
            }}
          />
          <div role="group" aria-label={t('studentServices:editor.kinds')}>
            {DOCUMENT_KINDS.map((kind) => (
              <CheckInput
                key={kind}
                label={kind.toUpperCase()}
                checked={document.Kinds.includes(kind)}
                onChange={(on) => {
                  change({
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
              change({ MaxFiles: Number(typed) });
            }}
          />
          <TextInput
            type="number"
            label={t('studentServices:editor.maxMb')}
            value={String(document.MaxBytes / MB)}
            onChange={(typed) => {
              change({ MaxBytes: Math.round(Number(typed) * MB) });
            }}
          />
        </>
      )}
    </RowsEditor>
  );
}
