import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFooter } from '../../../components/office/editor-footer';
import { IdSelect, TextInput } from '../../../components/office/editor-inputs';
import { useDraftSave } from '../../../components/office/use-draft-save';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { useSaveCycle } from '../api/save-cycle';
import { bodyOf, type CycleDraft } from '../cycle-draft';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';
import type { Catalogue } from '../use-catalogue-names';
import { CycleOffersEditor } from './cycle-offers-editor';
import './cycle-editor.css';

type Typed = 'NameEn' | 'NameAr' | 'opens' | 'closes' | 'MaxChoices';

/**
 * A cycle as the office defines it: term and names, when applications open and close, how many organisations
 * a student ranks, and the places each organisation offers. What the page can check is checked before
 * sending; the server's refusal is shown as it says it.
 */
export function CycleEditor({
  start,
  catalogue,
  onClose,
}: {
  start: CycleDraft;
  catalogue: Catalogue;
  /** With the saved cycle's name, or nothing when the office cancelled. */
  onClose: (saved?: string) => void;
}) {
  const { t } = useTranslation(['translation', TRAINING_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const [draft, setDraft] = useState(start);
  const set = (patch: Partial<CycleDraft>) => {
    setDraft({ ...draft, ...patch });
  };
  const { problem, saving, send } = useDraftSave({
    save: useSaveCycle(),
    check: () => bodyOf(draft),
    problemText: (key) => t(`trainingOffice:editor.problems.${key}`),
    onSaved: (body) => {
      onClose(format.named(body.NameEn, body.NameAr));
    },
  });
  const typed = (key: Typed, type: 'text' | 'number' | 'datetime-local' = 'text') => (
    <TextInput
      type={type}
      label={t(`trainingOffice:editor.${key}`)}
      value={draft[key]}
      onChange={(value) => {
        set({ [key]: value });
      }}
    />
  );

  const title =
    draft.CycleId === undefined
      ? t('trainingOffice:editor.titleNew')
      : t('trainingOffice:editor.titleEdit', { name: format.named(start.NameEn, start.NameAr) });
  return (
    <form className="office-editor office-card cycle-editor" aria-label={title} onSubmit={send}>
      <h2>{title}</h2>
      <fieldset>
        <legend>{t('trainingOffice:editor.cycle')}</legend>
        <IdSelect
          label={t('trainingOffice:editor.term')}
          value={draft.TermId}
          options={catalogue.Terms.map((one) => ({
            id: one.TermId,
            name: format.named(one.NameEn, one.NameAr),
          }))}
          onChange={(TermId) => {
            set({ TermId });
          }}
        />
        {typed('NameEn')}
        {typed('NameAr')}
        {typed('opens', 'datetime-local')}
        {typed('closes', 'datetime-local')}
        {typed('MaxChoices', 'number')}
      </fieldset>
      <CycleOffersEditor
        offers={draft.Offers}
        catalogue={catalogue}
        onChange={(Offers) => {
          set({ Offers });
        }}
      />
      <EditorFooter
        problem={problem}
        saving={saving}
        saveLabel={t('trainingOffice:editor.save')}
        savingLabel={t('trainingOffice:editor.saving')}
        cancelLabel={t('trainingOffice:cancel')}
        onSave={send}
        onCancel={onClose}
      />
    </form>
  );
}
