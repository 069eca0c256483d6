import { DOCUMENT_KINDS, type OrderTypeDocument } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { OFFICE_NAMESPACE } from './translations';
import { CheckInput, TextInput } from './editor-inputs';
import { BilingualInputs, RowsEditor } from './rows-editor';

const MB = 1024 * 1024;

const newDocument = (at: number): OrderTypeDocument => ({
  Code: `document-${String(at + 1)}`,
  NameEn: '',
  NameAr: '',
  Required: true,
  Kinds: ['pdf', 'jpeg', 'png'],
  MaxFiles: 1,
  MaxBytes: 5 * MB,
});

/** A checklist of documents to upload (a request type's, a program mode's): code, names in both languages, required, formats, how many files, how large. */
export function ChecklistEditor({
  documents,
  onChange,
}: {
  documents: OrderTypeDocument[];
  onChange: (documents: OrderTypeDocument[]) => void;
}) {
  const { t } = useTranslation(['translation', OFFICE_NAMESPACE]);
  return (
    <RowsEditor
      legend={t('office:checklist.documents')}
      empty={t('office:checklist.none')}
      addLabel={t('office:checklist.add')}
      rows={documents}
      newRow={newDocument}
      onChange={onChange}
    >
      {(document, change) => (
        <>
          <TextInput
            label={t('office:checklist.code')}
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
            label={t('office:checklist.required')}
            checked={document.Required}
            onChange={(Required) => {
              change({ Required });
            }}
          />
          <div role="group" aria-label={t('office:checklist.kinds')}>
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
            label={t('office:checklist.maxFiles')}
            value={String(document.MaxFiles)}
            onChange={(typed) => {
              change({ MaxFiles: Number(typed) });
            }}
          />
          <TextInput
            type="number"
            label={t('office:checklist.maxMb')}
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
