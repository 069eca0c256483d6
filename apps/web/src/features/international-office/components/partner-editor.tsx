import { IonButton } from '@ionic/react';
import type { PartnerUniversity } from '@portal/contract';
import type { internationalOffice, BodyOf } from '@portal/contract/calls';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/office/editor-inputs';
import { errorMessage } from '../../../lib/error-message';
import { useSavePartner } from '../api/save-partner';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

type PartnerDraft = BodyOf<typeof internationalOffice.savePartner>;
type Field = 'Code' | 'NameEn' | 'NameAr' | 'CountryEn' | 'CountryAr' | 'City';
const FIELDS: readonly Field[] = ['Code', 'NameEn', 'NameAr', 'CountryEn', 'CountryAr', 'City'];

export const newPartner = (): PartnerDraft => ({
  Code: '',
  NameEn: '',
  NameAr: '',
  CountryEn: '',
  CountryAr: '',
  City: '',
});

/** A partner university (or a short program's or conference's host): its code, names, country and city. */
export function PartnerEditor({
  start,
  onClose,
}: {
  start: PartnerDraft | PartnerUniversity;
  onClose: (savedName?: string) => void;
}) {
  const { t, i18n } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const save = useSavePartner();
  const [draft, setDraft] = useState<PartnerDraft>(start);
  const [problem, setProblem] = useState<string>();

  function send(event?: SyntheticEvent) {
    event?.preventDefault();
    setProblem(undefined);
    save.mutate(draft, {
      onSuccess: () => {
        onClose(i18n.language.startsWith('ar') ? draft.NameAr : draft.NameEn);
      },
      onError: (error) => {
        setProblem(errorMessage(error, t));
      },
    });
  }

  return (
    <form className="office-editor" aria-label={t('internationalOffice:partners.editor')} onSubmit={send}>
      <fieldset>
        <legend>{t('internationalOffice:partners.editor')}</legend>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`internationalOffice:partners.${field}`)}
            value={draft[field]}
            maxLength={200}
            onChange={(value) => {
              setDraft({ ...draft, [field]: value });
            }}
          />
        ))}
      </fieldset>
      {problem && (
        <p className="office-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="office-actions">
        <IonButton
          disabled={save.isPending}
          onClick={() => {
            send();
          }}
        >
          {t('internationalOffice:editor.save')}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            onClose();
          }}
        >
          {t('internationalOffice:cancel')}
        </IonButton>
      </div>
    </form>
  );
}
