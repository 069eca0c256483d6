import { FORM_FIELD_KINDS, type FormField } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { numberOrNull } from '../../../components/office/input-values';
import { newField } from '../type-draft';
import { CheckInput, SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { BilingualInputs, RowsEditor } from '../../../components/office/rows-editor';

type Option = FormField['Options'][number];

/** The form's fields: key, kind, labels in both languages, required, bounds, and a choice's options. */
export function FieldsEditor({
  fields,
  onChange,
}: {
  fields: FormField[];
  onChange: (fields: FormField[]) => void;
}) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  return (
    <RowsEditor
      legend={t('studentServices:editor.fields')}
      empty={t('studentServices:editor.noFields')}
      addLabel={t('studentServices:editor.addField')}
      rows={fields}
      newRow={newField}
      onChange={onChange}
    >
      {(field, change) => (
        <>
          <TextInput
            label={t('studentServices:editor.key')}
            value={field.Key}
            maxLength={40}
            onChange={(Key) => {
              change({ Key });
            }}
          />
          <SelectInput
            label={t('studentServices:editor.kind')}
            value={field.Kind}
            values={FORM_FIELD_KINDS}
            name={(kind) => t(`studentServices:kind.${kind}`)}
            onChange={(Kind) => {
              change({ Kind });
            }}
          />
          <BilingualInputs
            en={field.LabelEn}
            ar={field.LabelAr}
            onChange={({ en, ar }) => {
              change({ LabelEn: en, LabelAr: ar });
            }}
          />
          <CheckInput
            label={t('studentServices:editor.required')}
            checked={field.Required}
            onChange={(Required) => {
              change({ Required });
            }}
          />
          {(field.Kind === 'text' || field.Kind === 'long-text' || field.Kind === 'number') && (
            <>
              <TextInput
                type="number"
                label={t('studentServices:editor.min')}
                value={field.Min === null ? '' : String(field.Min)}
                onChange={(typed) => {
                  change({ Min: numberOrNull(typed) });
                }}
              />
              <TextInput
                type="number"
                label={t('studentServices:editor.max')}
                value={field.Max === null ? '' : String(field.Max)}
                onChange={(typed) => {
                  change({ Max: numberOrNull(typed) });
                }}
              />
            </>
          )}
          {field.Kind === 'choice' && (
            <RowsEditor<Option>
              legend={t('studentServices:editor.options')}
              empty={t('studentServices:editor.noOptions')}
              addLabel={t('studentServices:editor.addOption')}
              rows={field.Options}
              newRow={(count) => ({ Value: `option-${String(count + 1)}`, LabelEn: '', LabelAr: '' })}
              onChange={(Options) => {
                change({ Options });
              }}
            >
              {(option, changeOption) => (
                <>
                  <TextInput
                    label={t('studentServices:editor.value')}
                    value={option.Value}
                    maxLength={60}
                    onChange={(Value) => {
                      changeOption({ Value });
                    }}
                  />
                  <BilingualInputs
                    en={option.LabelEn}
                    ar={option.LabelAr}
                    onChange={({ en, ar }) => {
                      changeOption({ LabelEn: en, LabelAr: ar });
                    }}
                  />
                </>
              )}
            </RowsEditor>
          )}
        </>
      )}
    </RowsEditor>
  );
}
