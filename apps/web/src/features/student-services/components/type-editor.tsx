import { IonButton } from '@ionic/react';
import { ORDER_OFFICES, ORDER_PURPOSES, type OrderTypeDefinition } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSaveOrderType } from '../api/save-order-type';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { ChecklistEditor } from '../../../components/office/checklist-editor';
import { CheckInput, SelectInput, TextInput } from '../../../components/office/editor-inputs';
import {
  isoOf,
  localInputOf,
  numberOrNull,
  piastresOf,
  poundsOf,
} from '../../../components/office/input-values';
import { FieldsEditor } from './fields-editor';

/**
 * A request type as the office defines it: names and descriptions in both languages, purpose, office, fee
 * (typed in pounds, sent in piastres), service target, who may file it, its form and its checklist. The
 * server checks the rest (options, unique keys, sizes, the window) and its refusal is shown as it says it.
 */
export function TypeEditor({
  start,
  onClose,
}: {
  start: OrderTypeDefinition;
  onClose: (savedName?: string) => void;
}) {
  const { t, i18n } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const save = useSaveOrderType();
  const [draft, setDraft] = useState(start);
  const [fee, setFee] = useState(poundsOf(start.FeePiastres));
  const [problem, setProblem] = useState<string>();
  const set = (patch: Partial<OrderTypeDefinition>) => {
    setDraft({ ...draft, ...patch });
  };
  const eligibility = (patch: Partial<OrderTypeDefinition['Eligibility']>) => {
    set({ Eligibility: { ...draft.Eligibility, ...patch } });
  };

  function send(event?: SyntheticEvent) {
    event?.preventDefault();
    const piastres = piastresOf(fee);
    if (piastres === null) {
      setProblem(t('studentServices:editor.feeInvalid'));
      return;
    }
    setProblem(undefined);
    save.mutate(
      { ...draft, FeePiastres: piastres },
      {
        onSuccess: (saved) => {
          onClose(i18n.language.startsWith('ar') ? saved.NameAr : saved.NameEn);
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
        },
      },
    );
  }

  const text = (
    key: 'Code' | 'NameEn' | 'NameAr' | 'DescriptionEn' | 'DescriptionAr',
    label: string,
    long = false,
  ) => (
    <TextInput
      label={label}
      long={long}
      value={draft[key]}
      maxLength={long ? 1000 : 120}
      onChange={(value) => {
        set({ [key]: value });
      }}
    />
  );
  const { Eligibility: rules } = draft;
  return (
    <form className="office-editor" aria-label={t('studentServices:editor.title')} onSubmit={send}>
      <fieldset>
        <legend>{t('studentServices:editor.title')}</legend>
        {text('Code', t('studentServices:editor.code'))}
        {text('NameEn', t('studentServices:editor.nameEn'))}
        {text('NameAr', t('studentServices:editor.nameAr'))}
        {text('DescriptionEn', t('studentServices:editor.descriptionEn'), true)}
        {text('DescriptionAr', t('studentServices:editor.descriptionAr'), true)}
        <SelectInput
          label={t('studentServices:editor.purpose')}
          value={draft.Purpose}
          values={ORDER_PURPOSES}
          name={(one) => t(`studentServices:purpose.${one}`)}
          onChange={(Purpose) => {
            set({ Purpose });
          }}
        />
        <SelectInput
          label={t('studentServices:editor.office')}
          value={draft.Office}
          values={ORDER_OFFICES}
          name={(one) => t(`studentServices:tabs.${one}`)}
          onChange={(Office) => {
            set({ Office });
          }}
        />
        <TextInput label={t('studentServices:editor.fee')} value={fee} onChange={setFee} />
        <TextInput
          type="number"
          label={t('studentServices:editor.serviceDays')}
          value={String(draft.ServiceDays)}
          onChange={(typed) => {
            set({ ServiceDays: Number(typed) });
          }}
        />
        <CheckInput
          label={t('studentServices:editor.active')}
          checked={draft.Active}
          onChange={(Active) => {
            set({ Active });
          }}
        />
      </fieldset>
      <fieldset>
        <legend>{t('studentServices:editor.eligibility')}</legend>
        <TextInput
          type="number"
          label={t('studentServices:editor.minLevel')}
          value={rules.MinLevel === null ? '' : String(rules.MinLevel)}
          onChange={(typed) => {
            eligibility({ MinLevel: numberOrNull(typed) });
          }}
        />
        <TextInput
          type="number"
          label={t('studentServices:editor.maxLevel')}
          value={rules.MaxLevel === null ? '' : String(rules.MaxLevel)}
          onChange={(typed) => {
            eligibility({ MaxLevel: numberOrNull(typed) });
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('studentServices:editor.opensAt')}
          value={localInputOf(rules.OpensAt)}
          onChange={(typed) => {
            eligibility({ OpensAt: isoOf(typed) });
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('studentServices:editor.closesAt')}
          value={localInputOf(rules.ClosesAt)}
          onChange={(typed) => {
            eligibility({ ClosesAt: isoOf(typed) });
          }}
        />
        <CheckInput
          label={t('studentServices:editor.oneOpen')}
          checked={rules.OneOpenAtATime}
          onChange={(OneOpenAtATime) => {
            eligibility({ OneOpenAtATime });
          }}
        />
        <CheckInput
          label={t('studentServices:editor.notOnProbation')}
          checked={rules.NotOnProbation}
          onChange={(NotOnProbation) => {
            eligibility({ NotOnProbation });
          }}
        />
      </fieldset>
      <FieldsEditor
        fields={draft.Fields}
        onChange={(Fields) => {
          set({ Fields });
        }}
      />
      <ChecklistEditor
        documents={draft.Documents}
        onChange={(Documents) => {
          set({ Documents });
        }}
      />
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
          {t('studentServices:editor.save')}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            onClose();
          }}
        >
          {t('studentServices:editor.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
