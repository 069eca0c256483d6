import { IonButton } from '@ionic/react';
import { FORM_FIELD_KINDS, type FormField } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { newField, numberOrNull } from '../type-draft';
import { CheckInput, SelectInput, TextInput } from './editor-inputs';

/** The form's fields: key, kind, labels in both languages, required, bounds, and a choice's options. */
export function FieldsEditor({
  fields,
  onChange,
}: {
  fields: FormField[];
  onChange: (fields: FormField[]) => void;
}) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const change = (at: number, patch: Partial<FormField>) => {
    onChange(fields.map((field, index) => (index === at ? { ...field, ...patch } : field)));
  };

  return (
    <fieldset>
      <legend>{t('studentServices:editor.fields')}</legend>
      {fields.length === 0 && <p>{t('studentServices:editor.noFields')}</p>}
      {fields.map((field, at) => (
        <div key={at} className="office-card">
          <TextInput
            label={t('studentServices:editor.key')}
            value={field.Key}
            maxLength={40}
            onChange={(Key) => {
              change(at, { Key });
            }}
          />
          <SelectInput
            label={t('studentServices:editor.kind')}
            value={field.Kind}
            values={FORM_FIELD_KINDS}
            name={(kind) => t(`studentServices:kind.${kind}`)}
            onChange={(Kind) => {
              change(at, { Kind });
            }}
          />
          <TextInput
            label={t('studentServices:editor.labelEn')}
            value={field.LabelEn}
            maxLength={200}
            onChange={(LabelEn) => {
              change(at, { LabelEn });
            }}
          />
          <TextInput
            label={t('studentServices:editor.labelAr')}
            value={field.LabelAr}
            maxLength={200}
            onChange={(LabelAr) => {
              change(at, { LabelAr });
            }}
          />
          <CheckInput
            label={t('studentServices:editor.required')}
            checked={field.Required}
            onChange={(Required) => {
              change(at, { Required });
            }}
          />
          {(field.Kind === 'text' || field.Kind === 'long-text' || field.Kind === 'number') && (
            <>
              <TextInput
                type="number"
                label={t('studentServices:editor.min')}
                value={field.Min === null ? '' : String(field.Min)}
                onChange={(typed) => {
                  change(at, { Min: numberOrNull(typed) });
                }}
              />
              <TextInput
                type="number"
                label={t('studentServices:editor.max')}
                value={field.Max === null ? '' : String(field.Max)}
                onChange={(typed) => {
                  change(at, { Max: numberOrNull(typed) });
                }}
              />
            </>
          )}
          {field.Kind === 'choice' && (
            <div>
              <strong>{t('studentServices:editor.options')}</strong>
              {field.Options.map((option, index) => (
                <div key={index} className="office-filters">
                  <TextInput
                    label={t('studentServices:editor.value')}
                    value={option.Value}
                    maxLength={60}
                    onChange={(Value) => {
                      change(at, {
                        Options: field.Options.map((one, i) => (i === index ? { ...one, Value } : one)),
                      });
                    }}
                  />
                  <TextInput
                    label={t('studentServices:editor.labelEn')}
                    value={option.LabelEn}
                    maxLength={200}
                    onChange={(LabelEn) => {
                      change(at, {
                        Options: field.Options.map((one, i) => (i === index ? { ...one, LabelEn } : one)),
                      });
                    }}
                  />
                  <TextInput
                    label={t('studentServices:editor.labelAr')}
                    value={option.LabelAr}
                    maxLength={200}
                    onChange={(LabelAr) => {
                      change(at, {
                        Options: field.Options.map((one, i) => (i === index ? { ...one, LabelAr } : one)),
                      });
                    }}
                  />
                  <IonButton
                    size="small"
                    fill="clear"
                    color="danger"
                    onClick={() => {
                      change(at, { Options: field.Options.filter((_, i) => i !== index) });
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
                  change(at, {
                    Options: [
                      ...field.Options,
                      { Value: `option-${String(field.Options.length + 1)}`, LabelEn: '', LabelAr: '' },
                    ],
                  });
                }}
              >
                {t('studentServices:editor.addOption')}
              </IonButton>
            </div>
          )}
          <IonButton
            size="small"
            fill="clear"
            color="danger"
            onClick={() => {
              onChange(fields.filter((_, index) => index !== at));
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
          onChange([...fields, newField(fields.length)]);
        }}
      >
        {t('studentServices:editor.addField')}
      </IonButton>
    </fieldset>
  );
}
